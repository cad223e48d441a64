import { foldText, nameSortKey, searchDocument, searchTermTokens, searchTokens } from './text-fold';

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
    expect(searchTermTokens('  ab  ', 3)).toBeNull();
    expect(searchTermTokens('', 3)).toBeNull();
    expect(searchTermTokens('***', 3)).toEqual([]);
    expect(searchTermTokens(' Égg egg ', 3)).toEqual(['egg']);
  });
});
