import { clampServings, parseServings } from './servings';

describe('parseServings', () => {
  it('reads a whole number from 1 to 999', () => {
    expect(parseServings('8')).toBe(8);
    expect(parseServings(' 12 ')).toBe(12);
    expect(parseServings('1')).toBe(1);
    expect(parseServings('999')).toBe(999);
  });

  it.each([null, undefined, '', '0', '1000', '-2', '2.5', '1e2', 'eight', '8 people'])('refuses %p', (text) => {
    expect(parseServings(text)).toBeNull();
  });
});

it('clampServings keeps a number inside 1–999', () => {
  expect(clampServings(0)).toBe(1);
  expect(clampServings(1200)).toBe(999);
  expect(clampServings(4)).toBe(4);
});
