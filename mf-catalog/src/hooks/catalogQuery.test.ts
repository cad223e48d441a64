import { DEFAULT_FILTERS, filtersFromSearch, hasActiveFilters, searchTermToApply, searchWithFilters } from './catalogQuery';

describe('filtersFromSearch', () => {
  it('gives A - Z, no tags and no search for an empty query', () => {
    expect(filtersFromSearch('')).toEqual({ sortField: 'name', sortDir: 'asc', tags: [], search: '' });
  });

  it('reads the API-named parameters', () => {
    expect(filtersFromSearch('?sortField=created_at&sortDir=desc&tags=VEG,QCK&search=chicken+soup')).toEqual({
      sortField: 'created_at',
      sortDir: 'desc',
      tags: ['VEG', 'QCK'],
      search: 'chicken soup',
    });
  });

  it('falls back to the default for an unknown sort and accepts any case of direction', () => {
    expect(filtersFromSearch('?sortField=calories&sortDir=DESC')).toMatchObject({ sortField: 'name', sortDir: 'desc' });
    expect(filtersFromSearch('?sortDir=sideways')).toMatchObject({ sortDir: 'asc' });
  });

  it('drops empty and repeated tags, and accepts repeated tags parameters', () => {
    expect(filtersFromSearch('?tags=VEG,,VEG, QCK&tags=DST').tags).toEqual(['VEG', 'QCK', 'DST']);
  });

  it('trims the search and collapses its spaces', () => {
    expect(filtersFromSearch('?search=%20%20pea%20%20soup%20').search).toBe('pea soup');
  });
});

describe('searchWithFilters', () => {
  it('leaves the defaults out, so the plain list is just the path', () => {
    expect(searchWithFilters('', DEFAULT_FILTERS)).toBe('');
  });

  it('writes readable links: commas kept, spaces as +, other characters encoded', () => {
    expect(
      searchWithFilters('', { sortField: 'created_at', sortDir: 'desc', tags: ['VEG', 'QCK'], search: 'crème & co' }),
    ).toBe('?sortField=created_at&sortDir=desc&tags=VEG,QCK&search=cr%C3%A8me+%26+co');
  });

  it('keeps parameters that are not the catalog’s and replaces its own', () => {
    expect(searchWithFilters('?utm=x&tags=DST', { ...DEFAULT_FILTERS, tags: ['VEG'] })).toBe('?tags=VEG&utm=x');
  });

  it('round-trips through filtersFromSearch', () => {
    const filters = { sortField: 'name' as const, sortDir: 'desc' as const, tags: ['VEG'], search: 'a+b ?' };
    expect(filtersFromSearch(searchWithFilters('', filters))).toEqual(filters);
  });
});

describe('searchTermToApply', () => {
  it('applies an empty box as no search', () => {
    expect(searchTermToApply('')).toBe('');
    expect(searchTermToApply('   ')).toBe('');
  });

  it('ignores one or two characters (spec §5)', () => {
    expect(searchTermToApply('p')).toBeNull();
    expect(searchTermToApply(' pe ')).toBeNull();
  });

  it('applies three characters or more, trimmed', () => {
    expect(searchTermToApply('pea')).toBe('pea');
    expect(searchTermToApply('  pea   soup ')).toBe('pea soup');
  });
});

describe('hasActiveFilters', () => {
  it('is true for tags or a search, not for the sort alone', () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sortDir: 'desc' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, tags: ['VEG'] })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: 'pea' })).toBe(true);
  });
});
