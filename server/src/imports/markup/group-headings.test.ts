import { readRecipePage } from '../read-page';

const page = (body: string) => `<html><head><title>Roll</title></head><body><h1>Roll</h1>${body}</body></html>`;

describe('ingredient groups each set in a block of their own', () => {
  it('are named by the heading in the block, before its list', () => {
    const found = readRecipePage(
      page(`<div><h3>Ingredients</h3>
        <section><h4>Sponge:</h4><ul><li>6 eggs</li><li>6 tbsp sugar</li></ul></section>
        <section><h4>Cream:</h4><ul><li>1 dl cream</li></ul></section></div>
        <h3>Method</h3><ol><li>Beat the eggs.</li><li>Bake.</li></ol>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Sponge', items: ['6 eggs', '6 tbsp sugar'] },
      { name: 'Cream', items: ['1 dl cream'] },
    ]);
  });

  it('are not named by a heading after the list, nor by one that names the part', () => {
    const found = readRecipePage(
      page(`<h3>Ingredients</h3>
        <section><h4>Ingredients:</h4><ul><li>6 eggs</li></ul><h4>Share</h4></section>
        <h3>Method</h3><ol><li>Beat the eggs.</li><li>Bake.</li></ol>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['6 eggs'] }]);
  });
});

describe('a page builder heading nested deep, its part in the block beside the outermost wrapper', () => {
  // <h2><div>Ingredienser</div></h2> five blocks down; the lists, each in a block of its own under a bold group name,
  // in the wrapper's sibling.
  const nested = (text: string) =>
    `<div class="segment-heading"><div class="container"><div class="content"><div class="speech"><div class="sub">
      <h2><div class="title">${text}</div></h2></div></div></div></div></div>`;

  it('reads every group of lists each wrapped in a block, under the bold lines between them', () => {
    const found = readRecipePage(
      page(`<section>${nested('Ingredienser')}<div class="segment-body"><div class="content">
        <div class="speech"><p><b>BUND</b></p></div>
        <div class="list"><ul><li><div>•</div><div><p>130 g mel</p></div></li><li><div>•</div><div><p>120 g smør</p></div></li></ul></div>
        <div class="speech"><p><b>KARAMEL</b></p></div>
        <div class="list"><ul><li><div>•</div><div><p>100 g farin</p></div></li></ul></div>
      </div></div></section>
      <section>${nested('Fremgangsmåde')}<div class="segment-body"><div class="content">
        <div class="speech"><p>Kom mel og smør i en foodprocessor.</p></div>
        <div class="speech"><p>Bag bunden i 20 minutter.</p></div>
      </div></div></section>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'BUND', items: ['• 130 g mel', '• 120 g smør'] },
      { name: 'KARAMEL', items: ['• 100 g farin'] },
    ]);
    expect(found?.stepSections.flatMap((section) => section.items)).toEqual([
      'Kom mel og smør i en foodprocessor.',
      'Bag bunden i 20 minutter.',
    ]);
  });

  it('does not climb out of the heading’s section to read the next one', () => {
    const found = readRecipePage(
      page(`<h2>Ingredients</h2><ul><li>2 eggs</li><li>1 cup milk</li></ul>
        <section><div><div><div><h2>Method</h2><div><div>Step 01</div><div>Whisk the eggs.</div>
          <div>Step 02</div><div>Fry.</div></div></div></div></div></section>
        <section><h2>Become an author</h2><p>Share your favourite recipes with us!</p></section>`),
    );
    expect(found?.stepSections.flatMap((section) => section.items)).not.toContain(
      'Share your favourite recipes with us!',
    );
  });
});
