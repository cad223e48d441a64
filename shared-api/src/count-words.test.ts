import { leadingCountWord } from './count-words';

describe('leadingCountWord', () => {
  it.each([
    ['One 15-ounce can', 'One', 1],
    ['three 6.5-ounce cans', 'three', 3],
    ['halve tl', 'halve', 0.5],
    ['A pinch of', 'A', 1],
    ['eine Handvoll', 'eine', 1],
    ['meia colher (sopa) de', 'meia', 0.5],
    ['mezzo cucchiaino di', 'mezzo', 0.5],
    ['uma pitada de', 'uma', 1],
  ])('reads %s as %s (%d)', (text, word, value) => {
    expect(leadingCountWord(text)).toEqual({ word, value });
  });

  it.each(['Pinch of', '2 cups', 'One', 'Oneida 2', 'ones 2'])('finds no count word in %s', (text) => {
    expect(leadingCountWord(text)).toBeNull();
  });
});
