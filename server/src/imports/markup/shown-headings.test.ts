import { load } from 'cheerio';
import { splitAtHeadingLines } from '../data-fixes/heading-lines';
import { shownHeadings } from './shown-headings';
import { PARSE_OPTIONS } from '../text';

const group = (name: string, items: string[]) => ({ name, items });
const split = (html: string, lines: string[]) =>
  splitAtHeadingLines([group('', lines)], shownHeadings(load(html, PARSE_OPTIONS)));

describe('ingredient lines the page shows as group headings', () => {
  it('reads a bold line of its own, in a list or between line breaks, as the name of the lines after it', () => {
    const list = `<ul><li><strong>Pulled Pork</strong></li><li>3 pounds pork shoulder</li><li>1 tbsp salt</li>
      <li><span class="name"><b>Pico de Gallo</b></span></li><li>1 cup diced pear</li></ul>`;
    expect(
      split(list, ['Pulled Pork', '3 pounds pork shoulder', '1 tbsp salt', 'Pico de Gallo', '1 cup diced pear']),
    ).toEqual([
      group('Pulled Pork', ['3 pounds pork shoulder', '1 tbsp salt']),
      group('Pico de Gallo', ['1 cup diced pear']),
    ]);
    const lines =
      '<p><strong>Meatballs&nbsp;</strong><br> 400 grams lamb mince<br> 1 large egg<br><strong>Sauce</strong><br> ½ cup water</p>';
    expect(split(lines, ['Meatballs', '400 grams lamb mince', '1 large egg', 'Sauce', '½ cup water'])).toEqual([
      group('Meatballs', ['400 grams lamb mince', '1 large egg']),
      group('Sauce', ['½ cup water']),
    ]);
  });

  it('reads an element whose class calls it a title or category, or a heading element, as a heading', () => {
    const html = `<div class="recipe-ingredients__item">1.2 kg calamari</div>
      <div class="recipe-ingredients__title">Yoghurt and Ouzo Dressing</div>
      <div class="recipe-ingredients__item">1 tbsp olive oil</div>
      <ul><li>Whipped cream</li><li class="category">For the Fruit Layer</li><li>1 pound peaches</li></ul>
      <h4>Topping</h4><p>2 tbsp sugar</p>`;
    expect(
      split(html, [
        '1.2 kg calamari',
        'Yoghurt and Ouzo Dressing',
        '1 tbsp olive oil',
        'Whipped cream',
        'For the Fruit Layer',
        '1 pound peaches',
        'Topping',
        '2 tbsp sugar',
      ]),
    ).toEqual([
      group('', ['1.2 kg calamari']),
      group('Yoghurt and Ouzo Dressing', ['1 tbsp olive oil', 'Whipped cream']),
      group('For the Fruit Layer', ['1 pound peaches']),
      group('Topping', ['2 tbsp sugar']),
    ]);
  });

  it('leaves an ingredient that is only bold beside other text, bold elsewhere on the page, or the page title', () => {
    const html = `<h1>Baby Back Ribs</h1><p>Rub them with Meat Church rub.</p>
      <ul><li><strong>Toasted Sesame Seeds</strong></li><li><strong>Red Chilis</strong> – sliced</li></ul>
      <ul class="ingredients"><li>2 racks ribs</li><li>Toasted Sesame Seeds</li><li>1 cup sugar</li>
      <li><b>Red Chilis</b>, sliced</li><li>Salt</li><li><span><strong>pinch of salt</strong></span></li><li>1 egg</li></ul>`;
    const lines = [
      'Baby Back Ribs',
      'Meat Church rub',
      '2 racks ribs',
      'Toasted Sesame Seeds',
      '1 cup sugar',
      'Red Chilis, sliced',
      'Salt',
      'pinch of salt',
      '1 egg',
    ];
    expect(split(html, lines)).toEqual([group('', lines)]);
  });

  it('leaves a wholly bold entry in a list that sets each ingredient name in bold', () => {
    const html = `<ul><li>1 pound <strong>sausage</strong> of your choosing</li><li>1 <strong>onion</strong>, sliced</li>
      <li><strong>Kosher salt, black pepper</strong></li><li>1 jar <strong>tomato sauce</strong></li></ul>`;
    const lines = [
      '1 pound sausage of your choosing',
      '1 onion, sliced',
      'Kosher salt, black pepper',
      '1 jar tomato sauce',
    ];
    expect(split(html, lines)).toEqual([group('', lines)]);
  });
});
