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

  it('leaves data whose lines the page does not show one for one, or that writes amounts first', () => {
    const shown = [group('', ['500 gr ravioli', '100 gr kaas', '1 citroen'])];
    expect(pageListOfTrailingAmountData(['ravioli 500gr', 'kaas 100gr'], shown)).toBeUndefined();
    expect(pageListOfTrailingAmountData(['ravioli 500gr', 'kaas 200gr', 'citroen 1'], shown)).toBeUndefined();
    expect(pageListOfTrailingAmountData(['500 gr ravioli', '100 gr kaas', '1 citroen'], shown)).toBeUndefined();
  });
});
