import { amountInFront, pageListOfTrailingAmountData } from './trailing-amounts';

const group = (name: string, items: string[]) => ({ name, items });

describe('structured data that writes amounts after the names', () => {
  it('reads a line ending in its amount amount first', () => {
    expect(amountInFront('verse ravioli 500gr')).toBe('500gr verse ravioli');
    expect(amountInFront('citroen 1')).toBe('1 citroen');
    expect(amountInFront('vanille-extract 1,5tl')).toBe('1,5tl vanille-extract');
    expect(amountInFront('Peper en zout')).toBeUndefined();
    expect(amountInFront('2 eggs')).toBeUndefined();
    // A long text that happens to end in a number is no ingredient line.
    expect(amountInFront(`${'Stir the sauce and taste it again. '.repeat(8)}Serve at 8`)).toBeUndefined();
  });

  it("takes the page's lines when they are the data's, amount first", () => {
    const shown = [
      group('', [
        '500 gr verse ravioli (bijvoorbeeld gevuld met ricotta)',
        '100 gr Parmezaanse kaas',
        '1 citroen (biologisch)',
        'Peper en zout',
      ]),
    ];
    const data = ['verse ravioli 500gr', 'Parmezaanse kaas 100gr', 'citroen 1', 'Peper en zout '];
    expect(pageListOfTrailingAmountData(data, shown)).toBe(shown);
  });

  it('keeps a data line the page leaves out, where it stands, and reads a word amount after the name', () => {
    const shown = [
      group('', ['150 gr witte chocolade', '1,5 tl vanille-extract', 'snufje zout']),
      group('Topping', ['2 eiwitten', '1 citroen (garnering)']),
    ];
    const data = [
      'witte chocolade 150gr',
      'vanille-extract 1,5tl',
      'zout snufje',
      'eiwitten 2',
      'citroen 1',
      'Bakvorm 20x20cm',
    ];
    expect(pageListOfTrailingAmountData(data, shown)).toEqual([
      group('', ['150 gr witte chocolade', '1,5 tl vanille-extract', 'snufje zout']),
      group('Topping', ['2 eiwitten', '1 citroen (garnering)', 'Bakvorm 20x20cm']),
    ]);
    const first = ['Bakvorm 20x20cm', 'witte chocolade 150gr', 'vanille-extract 1,5tl', 'zout snufje', 'eiwitten 2'];
    expect(pageListOfTrailingAmountData(first, shown.slice(0, 1).concat(group('Topping', ['2 eiwitten'])))).toEqual([
      group('', ['Bakvorm 20x20cm', '150 gr witte chocolade', '1,5 tl vanille-extract', 'snufje zout']),
      group('Topping', ['2 eiwitten']),
    ]);
  });

  it('leaves data with more lines the page does not show than a few', () => {
    const shown = [group('', ['150 gr chocolade', '200 gr bloem', '2 eieren'])];
    const data = ['chocolade 150gr', 'bloem 200gr', 'eieren 2', 'Bakvorm', 'Mixer', 'Oven'];
    expect(pageListOfTrailingAmountData(data, shown)).toBeUndefined();
    // Words in another order are the same line only without a number: "Soľ: 1 štipka" is no "1 štipka Soľ".
    const slovak = ['Soľ: 1 štipka', 'Mlieko: 1 dl', 'Vajce: 1 ks'];
    expect(
      pageListOfTrailingAmountData(slovak, [group('', ['1 štipka Soľ', '1 dl Mlieko', '1 ks Vajce'])]),
    ).toBeUndefined();
  });

  it('leaves data whose lines the page does not show one for one, or that writes amounts first', () => {
    const shown = [group('', ['500 gr ravioli', '100 gr kaas', '1 citroen'])];
    expect(pageListOfTrailingAmountData(['ravioli 500gr', 'kaas 100gr'], shown)).toBeUndefined();
    expect(pageListOfTrailingAmountData(['ravioli 500gr', 'kaas 200gr', 'citroen 1'], shown)).toBeUndefined();
    expect(pageListOfTrailingAmountData(['500 gr ravioli', '100 gr kaas', '1 citroen'], shown)).toBeUndefined();
  });
});
