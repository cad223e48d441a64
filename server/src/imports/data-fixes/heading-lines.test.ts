import { splitAtHeadingLines } from './heading-lines';

const group = (name: string, items: string[]) => ({ name, items });

describe('splitAtHeadingLines', () => {
  it('makes a line ending in a colon the name of the lines after it', () => {
    expect(
      splitAtHeadingLines([
        group('', ['For the cookies:', '3 cups flour', '1 cup sugar', 'For the glaze:', '1½ cups powdered sugar']),
      ]),
    ).toEqual([
      group('For the cookies', ['3 cups flour', '1 cup sugar']),
      group('For the glaze', ['1½ cups powdered sugar']),
    ]);
  });

  it('reads a line in capitals, or set off by marks, as a heading, and keeps the lines before the first one', () => {
    expect(
      splitAtHeadingLines([
        group('', ['750g chicken', 'FOR THE MARINADE', '2 tsp masala', '--- To serve ---', 'rice', 'naan']),
      ]),
    ).toEqual([
      group('', ['750g chicken']),
      group('FOR THE MARINADE', ['2 tsp masala']),
      group('To serve', ['rice', 'naan']),
    ]);
  });

  it('reads no capitals into a line of a script without case that holds a unit in Latin capitals', () => {
    const lines = ['鍋に1〜1.2Lの水を入れる。', '卵を入れ、10分おく。'];
    expect(splitAtHeadingLines([group('', lines)])).toEqual([group('', lines)]);
  });

  it('keeps a named group’s name for its lines before its first heading', () => {
    expect(splitAtHeadingLines([group('Cake', ['200 g flour', 'Icing:', '100 g sugar'])])).toEqual([
      group('Cake', ['200 g flour']),
      group('Icing', ['100 g sugar']),
    ]);
  });

  it('leaves ingredients alone: amounts, text after a colon, long lines, capitals on every line, a heading at the end', () => {
    const lines = [
      '2 cups: flour',
      'Salt: to taste',
      'Kosher salt',
      'A very long line that ends in a colon but is far too long to be any heading:',
      '1 egg',
      'To serve:',
    ];
    expect(splitAtHeadingLines([group('', lines)])).toEqual([group('', lines)]);
    const shouting = ['2 CUPS FLOUR', 'SALT', 'ONE EGG'];
    expect(splitAtHeadingLines([group('', shouting)])).toEqual([group('', shouting)]);
  });

  it('keeps a heading line that heads no line as a line, so nothing is lost', () => {
    expect(splitAtHeadingLines([group('', ['Dough:', 'Filling:', '1 apple'])])).toEqual([
      group('', ['Dough:']),
      group('Filling', ['1 apple']),
    ]);
  });

  it('names a group by a title and the heading right under it, so no title is left as an ingredient', () => {
    const lines = [
      '1 egg yolk',
      'SOURDOUGH VERSION',
      'SWEET STIFF STARTER',
      '100g flour',
      '50g water',
      'FINAL DOUGH',
      '400g flour',
      '8g salt',
    ];
    expect(splitAtHeadingLines([group('To brush on', lines)])).toEqual([
      group('To brush on', ['1 egg yolk']),
      group('SOURDOUGH VERSION: SWEET STIFF STARTER', ['100g flour', '50g water']),
      group('FINAL DOUGH', ['400g flour', '8g salt']),
    ]);
  });
});
