import { SEARCH_MAX_LENGTH } from './types';
import { DEFAULT_LIST_FILTERS, firstListPageKey, listFiltersFromSearch, searchWithListFilters } from './urls';

describe('listFiltersFromSearch', () => {
  it('gives A - Z, no tags and no search for an empty query', () => {
    expect(listFiltersFromSearch('')).toEqual({ sortField: 'name', sortDir: 'asc', tags: [], search: '' });
  });

  it('reads the API-named parameters', () => {
    expect(listFiltersFromSearch('?sortField=created_at&sortDir=desc&tags=VEG,QCK&search=chicken+soup')).toEqual({
      sortField: 'created_at',
      sortDir: 'desc',
      tags: ['VEG', 'QCK'],
      search: 'chicken soup',
    });
  });

  it('falls back to the default for an unknown sort and accepts any case of direction', () => {
    expect(listFiltersFromSearch('?sortField=calories&sortDir=DESC')).toMatchObject({
      sortField: 'name',
      sortDir: 'desc',
    });
    expect(listFiltersFromSearch('?sortDir=sideways')).toMatchObject({ sortDir: 'asc' });
  });

  it('drops empty and repeated tags, and accepts repeated tags parameters', () => {
    expect(listFiltersFromSearch('?tags=VEG,,VEG, QCK&tags=DST').tags).toEqual(['VEG', 'QCK', 'DST']);
  });

  it('cuts a search longer than the API takes to its start, so the link still lists recipes', () => {
    const search = listFiltersFromSearch(`?search=${'b'.repeat(150)}+${'c'.repeat(150)}`).search;
    expect(search).toBe(`${'b'.repeat(150)} ${'c'.repeat(49)}`);
    expect(search).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('trims the search and collapses its spaces', () => {
    expect(listFiltersFromSearch('?search=%20%20pea%20%20soup%20').search).toBe('pea soup');
  });
});

describe('searchWithListFilters', () => {
  it('leaves the defaults out, so the plain list is just the path', () => {
    expect(searchWithListFilters('', DEFAULT_LIST_FILTERS)).toBe('');
  });

  it('writes readable links: commas kept, spaces as +, other characters encoded', () => {
    expect(
      searchWithListFilters('', {
        sortField: 'created_at',
        sortDir: 'desc',
        tags: ['VEG', 'QCK'],
        search: 'crème & co',
      }),
    ).toBe('?sortField=created_at&sortDir=desc&tags=VEG,QCK&search=cr%C3%A8me+%26+co');
  });

  it('keeps parameters that are not the list’s and replaces its own', () => {
    expect(searchWithListFilters('?utm=x&tags=DST', { ...DEFAULT_LIST_FILTERS, tags: ['VEG'] })).toBe(
      '?tags=VEG&utm=x',
    );
  });

  it('round-trips through listFiltersFromSearch', () => {
    const filters = { sortField: 'name' as const, sortDir: 'desc' as const, tags: ['VEG'], search: 'a+b ?' };
    expect(listFiltersFromSearch(searchWithListFilters('', filters))).toEqual(filters);
  });
});

describe('firstListPageKey', () => {
  it('is the API path of page 1 of the list a home page address shows', () => {
    expect(firstListPageKey('')).toBe('/recipes?sortField=name&sortDir=asc&page=1');
    expect(firstListPageKey('?sortDir=desc&sortField=created_at&tags=VEG,QCK&search=pea+soup&utm=x')).toBe(
      '/recipes?sortField=created_at&sortDir=desc&tags=VEG%2CQCK&search=pea+soup&page=1',
    );
  });

  it('leaves out a search too short to apply, as the list does', () => {
    expect(firstListPageKey('?search=pe')).toBe('/recipes?sortField=name&sortDir=asc&page=1');
  });
});
