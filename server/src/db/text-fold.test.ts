import { foldText, nameSortKey, searchDocument, searchTermWords, searchTokens, searchWordOf } from './text-fold';

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('foldText', () => {
  it('lower-cases and removes accents, including letters Unicode does not decompose', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('Smørrebrød Æble Straße Łódź')).toBe('smorrebrod aeble strasse lodz');
    expect(foldText('ＣＡＦÉ')).toBe('cafe');
  });
});

describe('nameSortKey', () => {
  it('orders names case- and accent-insensitively, byte-wise as both databases compare', () => {
    const names = ['Fudge', 'éclair', 'apple pie', 'Eclair', 'Ägg toast', 'eclair', 'Eclairs', 'zucchini'];
    const sorted = [...names].sort((a, b) => byteOrder(nameSortKey(a), nameSortKey(b)));
    expect(sorted).toEqual(['Ägg toast', 'apple pie', 'Eclair', 'eclair', 'éclair', 'Eclairs', 'Fudge', 'zucchini']);
  });

  it('ignores surrounding spaces', () => {
    expect(nameSortKey('  Fudge ')).toBe(nameSortKey('Fudge'));
  });
});

describe('search tokens', () => {
  it('splits on anything but letters and digits, folded', () => {
    expect(searchTokens('Crème-fraîche (500g), "best" *NEAR* a OR b')).toEqual([
      'creme',
      'fraiche',
      '500g',
      'best',
      'near',
      'a',
      'or',
      'b',
    ]);
  });

  it('makes a document of distinct words', () => {
    expect(searchDocument(['Tomato soup', 'Tomatoes', 'SOUP'])).toEqual(['tomato', 'soup', 'tomatoes']);
  });

  it('ignores a search under the minimum length and gives no words for one without letters', () => {
    expect(searchTermWords('  ab  ', 3)).toBeNull();
    expect(searchTermWords('', 3)).toBeNull();
    expect(searchTermWords('***', 3)).toEqual([]);
    expect(searchTermWords(' Égg egg ', 3)).toEqual([{ prefix: 'egg', forms: [] }]);
    expect(searchTermWords('Tomatoes, EGGS', 3)).toEqual([
      { prefix: 'tomatoes', forms: ['tomato', 'tomatoe'] },
      { prefix: 'eggs', forms: ['egg'] },
    ]);
  });
});

describe('searchWordOf', () => {
  it('adds the other number as whole words, leaving out what the typed prefix already finds', () => {
    expect(searchWordOf('eggs')).toEqual({ prefix: 'eggs', forms: ['egg'] });
    expect(searchWordOf('egg')).toEqual({ prefix: 'egg', forms: [] });
    expect(searchWordOf('desserts')).toEqual({ prefix: 'desserts', forms: ['dessert'] });
    expect(searchWordOf('tomato')).toEqual({ prefix: 'tomato', forms: [] });
    expect(searchWordOf('cherry')).toEqual({ prefix: 'cherry', forms: ['cherries'] });
    expect(searchWordOf('cherries')).toEqual({ prefix: 'cherries', forms: ['cherry', 'cherrie'] });
    expect(searchWordOf('knife')).toEqual({ prefix: 'knife', forms: ['knives'] });
    expect(searchWordOf('knives')).toEqual({ prefix: 'knives', forms: ['knife', 'knive'] });
  });

  it('finds "cookie" for "cookies", where English rules alone say "cooky"', () => {
    expect(searchWordOf('cookies').forms).toContain('cookie');
  });

  it('takes no pronoun for another number of a word ("us" is not "me", "they" not "she")', () => {
    expect(searchWordOf('us').forms).not.toContain('me');
    expect(searchWordOf('they').forms).not.toContain('she');
    expect(searchWordOf('people').forms).toContain('person');
  });

  it('leaves words without an English other number as they are typed', () => {
    expect(searchWordOf('kase')).toEqual({ prefix: 'kase', forms: [] });
    expect(searchWordOf('rice')).toEqual({ prefix: 'rice', forms: [] });
    expect(searchWordOf('500g')).toEqual({ prefix: '500g', forms: [] });
  });

  it('drops one-letter forms', () => {
    expect(searchWordOf('as').forms).not.toContain('a');
  });
});
