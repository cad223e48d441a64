import { suggestShorthand, TAG_LIMITS, validateNewTag } from './tag-schema';

describe('validateNewTag', () => {
  it('trims the name, makes its inner spaces single and upper-cases the shorthand', () => {
    expect(validateNewTag({ tag: '  Week \t  night ', shorthand: ' wkn ' })).toEqual({
      ok: true,
      value: { tag: 'Week night', shorthand: 'WKN' },
    });
  });

  it('takes accented and non-Latin names', () => {
    expect(validateNewTag({ tag: 'Crème brûlée', shorthand: 'CB' })).toMatchObject({ ok: true });
    expect(validateNewTag({ tag: 'Суп', shorthand: 'SUP' })).toMatchObject({ ok: true });
  });

  it('says what is wrong with each field', () => {
    expect(validateNewTag({ tag: '   ', shorthand: '' })).toEqual({
      ok: false,
      errors: { tag: 'Tag name is required.', shorthand: 'Shorthand is required.' },
    });
    expect(validateNewTag({ tag: 'x'.repeat(TAG_LIMITS.nameMax + 1), shorthand: 'ABCDEFG' })).toEqual({
      ok: false,
      errors: { tag: 'Tag name must be at most 40 characters.', shorthand: 'Shorthand must be at most 6 characters.' },
    });
    expect(validateNewTag({ tag: 'Bell\u0007', shorthand: 'W-K' })).toEqual({
      ok: false,
      errors: {
        tag: 'Tag name contains a character that is not allowed.',
        shorthand: 'Shorthand may hold only letters A–Z and digits.',
      },
    });
    expect(validateNewTag({ tag: 'Café', shorthand: 'CAFÉ' }).ok).toBe(false);
  });

  it('refuses what is not a tag', () => {
    expect(validateNewTag(null)).toEqual({
      ok: false,
      errors: { '': 'Send the new tag as { "tag": "…", "shorthand": "…" }.' },
    });
    expect(validateNewTag({ tag: ['a'], shorthand: { code: 'A' } })).toMatchObject({
      ok: false,
      errors: { tag: 'Tag name must be text.', shorthand: 'Shorthand must be text.' },
    });
  });
});

describe('suggestShorthand', () => {
  it('reads a word as the seeded codes do: its first letter and the next consonants', () => {
    expect(suggestShorthand('Weeknight')).toBe('WKN');
    expect(suggestShorthand('Breakfast')).toBe('BRK');
    expect(suggestShorthand('Vegan')).toBe('VGN');
    expect(suggestShorthand('tea')).toBe('TEA');
    expect(suggestShorthand('Crème')).toBe('CRM');
  });

  it('takes the initials of several words, at most six', () => {
    expect(suggestShorthand('Gluten-Free')).toBe('GF');
    expect(suggestShorthand('one two three four five six seven')).toBe('OTTFFS');
  });

  it('adds a number while the code is taken', () => {
    expect(suggestShorthand('Weeknight', ['wkn'])).toBe('WKN2');
    expect(suggestShorthand('Weeknight', ['WKN', 'WKN2'])).toBe('WKN3');
    expect(suggestShorthand('one two three four five six', ['OTTFFS'])).toBe('OTTFF2');
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(suggestShorthand('!!!')).toBe('');
    expect(suggestShorthand('Суп')).toBe('');
  });
});
