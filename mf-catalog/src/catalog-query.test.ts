import { DEFAULT_FILTERS, narrowingOf, searchTermToApply } from './catalog-query';

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

describe('narrowingOf', () => {
  it('names tags and a search, not the sort', () => {
    expect(narrowingOf({ ...DEFAULT_FILTERS, sortDir: 'desc' })).toEqual({ tags: false, search: false, any: false });
    expect(narrowingOf({ ...DEFAULT_FILTERS, tags: ['VEG'] })).toEqual({ tags: true, search: false, any: true });
    expect(narrowingOf({ ...DEFAULT_FILTERS, search: 'pea' })).toEqual({ tags: false, search: true, any: true });
    expect(narrowingOf({ ...DEFAULT_FILTERS, tags: ['VEG'], search: 'pea' })).toEqual({
      tags: true,
      search: true,
      any: true,
    });
  });
});
