import { scaleAmount } from './scale-amount';

const scaled = (amount: string, factor: number) => scaleAmount(amount, factor).text;

describe('scaleAmount reads every way an amount is written', () => {
  it.each([
    ['whole numbers', '3', 2, '6'],
    ['a number and a unit', '800 g', 2, '1600 g'],
    ['a number and a unit without a space', '800g', 0.5, '400g'],
    ['a number and a word', '3 cloves', 2, '6 cloves'],
    ['a decimal with a point', '1.5 kg', 2, '3 kg'],
    ['a decimal with a comma', '1,5 kg', 3, '4,5 kg'],
    ['a decimal written back with at most two decimals', '1.25 l', 1 / 3, '0.42 l'],
    ['halving', '250 g', 0.5, '125 g'],
    ['a thousands comma, not a decimal one', '1,500 g', 2, '3000 g'],
    ['a fraction', '1/3 cup', 3, '1 cup'],
    ['a mixed number', '1 1/2 cups', 2, '3 cups'],
    ['a mixed number with a hyphen (US)', '1-1/2 cups', 2, '3 cups'],
    ['a Unicode fraction', '½ tsp', 2, '1 tsp'],
    ['a Unicode mixed number', '1½ cups', 1.5, '2¼ cups'],
    ['a Unicode mixed number with a space', '1 ½ cups', 3, '4 ½ cups'],
    ['a range with a hyphen', '2-3', 2, '4-6'],
    ['a range with an en dash', '2–3 cloves', 2, '4–6 cloves'],
    ['a range in words', '2 to 3 tbsp', 2, '4 to 6 tbsp'],
    ['a range in French words', '450 à 500 g', 2, '900 à 1000 g'],
    ['a range in German words', '2 bis 3 EL', 2, '4 bis 6 EL'],
    ['a mixed number in words', '1 and 1/2 teaspoons', 2, '3 teaspoons'],
    ['a mixed number in Portuguese words', '1 e 1/2 xícara (chá) de', 3, '4 1/2 xícara (chá) de'],
    ['a range of fractions', '1/2-3/4 cup', 2, '1-1 1/2 cup'],
    ['a can size in brackets, which is not scaled', '1 (14 oz) can', 2, '2 (14 oz) can'],
    ['a number after a word', 'about 2 cups', 2, 'about 4 cups'],
    ['a count of packs of a size', '2 x 400 g tins', 1.5, '3 x 400 g tins'],
  ])('%s: "%s" × %d → "%s"', (_shape, amount, factor, expected) => {
    expect(scaleAmount(amount, factor)).toEqual({ text: expected, scaled: true });
  });
});

describe('scaleAmount writes fractions as a cook measures', () => {
  it('rounds to the nearest of ⅛ ¼ ⅓ ½ ⅔ ¾, keeping the whole part', () => {
    expect(scaled('1/3 cup', 2)).toBe('2/3 cup');
    expect(scaled('3/4 cup', 1.5)).toBe('1 1/8 cup');
    expect(scaled('1/2 cup', 5 / 4)).toBe('2/3 cup'); // 0.625 is nearer ⅔ than ½
    expect(scaled('2 1/2 cups', 1 / 3)).toBe('3/4 cups'); // 0.833…: ¾ beats 1
    expect(scaled('⅓ cup', 2)).toBe('⅔ cup');
  });

  it('keeps the fraction style of the original: Unicode stays Unicode, ASCII stays ASCII', () => {
    expect(scaled('¼ tsp', 3)).toBe('¾ tsp');
    expect(scaled('1/4 tsp', 3)).toBe('3/4 tsp');
    expect(scaled('1/4 tsp', 5)).toBe('1 1/4 tsp');
    expect(scaled('¼ tsp', 5)).toBe('1¼ tsp');
  });

  it('writes a whole number scaled to a half, a third or a quarter as a fraction, and other parts as decimals', () => {
    expect(scaled('1 tbsp', 0.5)).toBe('½ tbsp');
    expect(scaled('3 eggs', 0.5)).toBe('1½ eggs');
    expect(scaled('2 cloves', 1 / 3)).toBe('⅔ cloves');
    expect(scaled('3 cups', 0.25)).toBe('¾ cups');
    expect(scaled('1 onion', 0.4)).toBe('0.4 onion');
    expect(scaled('25 g', 0.5)).toBe('12.5 g');
  });

  it('never rounds a real amount to nothing', () => {
    expect(scaled('⅛ tsp', 0.25)).toBe('⅛ tsp');
    expect(scaled('1 g', 0.001)).toBe('0.01 g');
  });
});

describe('scaleAmount leaves alone what it cannot or must not scale', () => {
  it.each([
    'a pinch',
    'to taste',
    'some',
    '',
    '   ',
    'one onion',
    'half a lemon',
    '2% milk',
    '(optional)',
    // Counted in words, where the first figure is the size of what is counted.
    'One 15-ounce can',
    'Three 6.5-ounce cans',
    'a 14-ounce can of',
  ])('"%s" stays as it is', (amount) => {
    expect(scaleAmount(amount, 2)).toEqual({ text: amount, scaled: false });
  });

  it('changes nothing at the recipe’s own servings or without a usable factor', () => {
    for (const factor of [1, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scaleAmount('1 1/2 cups', factor)).toEqual({ text: '1 1/2 cups', scaled: false });
    }
  });

  it('scales only the first number outside brackets', () => {
    expect(scaled('2 (about 400 g) aubergines', 2)).toBe('4 (about 400 g) aubergines');
    expect(scaled('[large] 3 eggs', 2)).toBe('[large] 6 eggs');
  });
});
