import { DEFAULT_FILTERS, hasActiveFilters, searchTermToApply } from './catalog-query';

describe('searchTermToApply', () => {
  it('applies an empty box as no search', () => {
    expect(searchTermToApply('')).toBe('');
    expect(searchTermToApply('   ')).toBe('');
  });

  it('ignores one or two characters (docs/spec.md §5)', () => {
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
