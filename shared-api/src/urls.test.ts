import { SEARCH_MAX_LENGTH } from './types';
import {
  DEFAULT_LIST_FILTERS,
  firstListPageKey,
  listFiltersFromSearch,
  listPageKeys,
  listPagesFromSearch,
  MAX_RESTORED_PAGES,
  searchWithListFilters,
  searchWithListPages,
} from './urls';

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

describe('the pages Load More has shown (`pages`)', () => {
  it('reads a whole number, 1 when absent or malformed, at most MAX_RESTORED_PAGES', () => {
    expect(listPagesFromSearch('')).toBe(1);
    expect(listPagesFromSearch('?pages=4')).toBe(4);
    expect(MAX_RESTORED_PAGES).toBe(10);
    expect(listPagesFromSearch('?pages=25')).toBe(10);
    expect(listPagesFromSearch('?pages=99999999999')).toBe(1);
    for (const bad of ['0', '-2', '2.5', 'four', '', '1e3']) expect(listPagesFromSearch(`?pages=${bad}`)).toBe(1);
  });

  it('is written after the list’s other parameters, and left out for 1', () => {
    expect(searchWithListPages('?tags=VEG&utm=x', 3)).toBe('?tags=VEG&utm=x&pages=3');
    expect(searchWithListPages('?pages=3&tags=VEG', 4)).toBe('?tags=VEG&pages=4');
    expect(searchWithListPages('?tags=VEG&pages=3', 1)).toBe('?tags=VEG');
    expect(searchWithListPages('', 1)).toBe('');
  });

  it('goes when the filters change, the list starting again at page 1, and stays while they do not', () => {
    const current = '?sortDir=desc&tags=VEG&pages=4';
    const filters = listFiltersFromSearch(current);
    expect(searchWithListFilters(current, filters)).toBe(current);
    expect(searchWithListFilters(current, { ...filters, tags: ['VEG', 'QCK'] })).toBe('?sortDir=desc&tags=VEG,QCK');
    expect(searchWithListFilters(current, { ...filters, sortDir: 'asc' })).toBe('?tags=VEG');
    expect(searchWithListFilters(current, { ...filters, search: 'soup' })).toBe('?sortDir=desc&tags=VEG&search=soup');
  });

  it('does not change the first page the server preloads; each page shown has its own API path', () => {
    expect(firstListPageKey('?tags=VEG&pages=3')).toBe(firstListPageKey('?tags=VEG'));
    expect(listPageKeys('?tags=VEG&pages=3')).toEqual([
      '/recipes?sortField=name&sortDir=asc&tags=VEG&page=1',
      '/recipes?sortField=name&sortDir=asc&tags=VEG&page=2',
      '/recipes?sortField=name&sortDir=asc&tags=VEG&page=3',
    ]);
    expect(listPageKeys('')).toEqual([firstListPageKey('')]);
    expect(listPageKeys('?pages=500')).toHaveLength(MAX_RESTORED_PAGES);
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
