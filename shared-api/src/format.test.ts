import { formatMinutes, ingredientText, isoDuration, recipeFigures, shownAmount, sourceLink, stepText } from './format';

describe('recipeFigures', () => {
  it('gives the servings and times a recipe names', () => {
    expect(recipeFigures({ serving_count: 4, prep_time: 15, cooking_time: 90 })).toEqual({
      servings: 4,
      prepTime: 15,
      cookingTime: 90,
    });
  });

  it('takes a serving count of 0 (the form’s start, an imported page naming none) as not given', () => {
    expect(recipeFigures({ serving_count: 0, prep_time: 10, cooking_time: 20 }).servings).toBeNull();
  });

  it('takes two times of 0 as not given, and one 0 beside another time as a real zero', () => {
    expect(recipeFigures({ serving_count: 2, prep_time: 0, cooking_time: 0 })).toEqual({
      servings: 2,
      prepTime: null,
      cookingTime: null,
    });
    expect(recipeFigures({ serving_count: 2, prep_time: 10, cooking_time: 0 })).toMatchObject({
      prepTime: 10,
      cookingTime: 0,
    });
    expect(recipeFigures({ serving_count: 2, prep_time: 0, cooking_time: 45 })).toMatchObject({
      prepTime: 0,
      cookingTime: 45,
    });
  });

  it('reads nonsense (negative, NaN, fractions) as whole numbers, below 1 as none', () => {
    expect(recipeFigures({ serving_count: -3, prep_time: Number.NaN, cooking_time: 12.7 })).toEqual({
      servings: null,
      prepTime: 0,
      cookingTime: 12,
    });
  });
});

describe('formatMinutes', () => {
  it.each([
    [90, '1:30'],
    [5, '0:05'],
    [0, '0:00'],
    [60, '1:00'],
    [59, '0:59'],
    [605, '10:05'],
    [100000, '1666:40'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it('shows nonsense (negative, NaN) as 0:00 and drops fractions', () => {
    expect(formatMinutes(-5)).toBe('0:00');
    expect(formatMinutes(Number.NaN)).toBe('0:00');
    expect(formatMinutes(61.9)).toBe('1:01');
  });
});

describe('isoDuration', () => {
  it.each([
    [90, 'PT1H30M'],
    [60, 'PT1H'],
    [20, 'PT20M'],
    [0, 'PT0M'],
    [-3, 'PT0M'],
  ])('%i minutes → %s', (minutes, duration) => {
    expect(isoDuration(minutes)).toBe(duration);
  });
});

describe('sourceLink', () => {
  it.each([null, undefined, '', '   '])('%p is "No Source" without a link', (source) => {
    expect(sourceLink(source)).toEqual({ text: 'No Source', href: null });
  });

  it('keeps an http or https URL as it is', () => {
    expect(sourceLink('https://www.bbc.co.uk/food/soup')).toEqual({
      text: 'https://www.bbc.co.uk/food/soup',
      href: 'https://www.bbc.co.uk/food/soup',
    });
    expect(sourceLink('HTTP://example.com')).toEqual({ text: 'HTTP://example.com', href: 'http://example.com/' });
  });

  it('adds http:// when there is no scheme (a host, with or without www, port or path)', () => {
    expect(sourceLink('example.com/soup')).toEqual({
      text: 'http://example.com/soup',
      href: 'http://example.com/soup',
    });
    expect(sourceLink(' www.example.com ')).toEqual({
      text: 'http://www.example.com',
      href: 'http://www.example.com/',
    });
    expect(sourceLink('example.com:8080/x')).toEqual({
      text: 'http://example.com:8080/x',
      href: 'http://example.com:8080/x',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<b>x</b>',
    'mailto:a@b.co',
    'ftp://example.com',
  ])('never links %p', (source) => {
    expect(sourceLink(source)).toEqual({ text: source, href: null });
  });

  it('does not link text that is no URL at all', () => {
    expect(sourceLink('Grandma’s notebook')).toEqual({ text: 'Grandma’s notebook', href: null });
    expect(sourceLink('https://').href).toBeNull();
  });
});

describe('shownAmount', () => {
  it.each([
    ['2 cups', '2 cups'],
    ['  1 pinch ', '1 pinch'],
    ['—', ''],
    [' - ', ''],
    ['–', ''],
    ['', ''],
  ])('shows %j as %j', (amount, shown) => {
    expect(shownAmount(amount)).toBe(shown);
  });
});

describe('ingredientText', () => {
  it('reads amount, ingredient and notes as one line, the notes after a comma', () => {
    expect(ingredientText({ amount: '2 cups', ingredient: 'flour', notes: 'sifted' })).toBe('2 cups flour, sifted');
    expect(ingredientText({ amount: '2 cups', ingredient: 'flour', notes: ' ' })).toBe('2 cups flour');
  });

  it('writes no amount for a dash', () => {
    expect(ingredientText({ amount: '—', ingredient: 'Salt', notes: 'to taste' })).toBe('Salt, to taste');
  });
});

describe('stepText', () => {
  it("puts a step's notes after it in brackets, and nothing when there are none", () => {
    expect(stepText({ step: 'Bake for 40 minutes.', notes: 'Cover if it browns.' })).toBe(
      'Bake for 40 minutes. (Cover if it browns.)',
    );
    expect(stepText({ step: 'Bake for 40 minutes.', notes: '' })).toBe('Bake for 40 minutes.');
  });
});
