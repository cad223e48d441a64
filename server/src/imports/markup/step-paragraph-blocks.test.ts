import { readRecipePage } from '../read-page';

const page = (body: string) =>
  `<html><head><title>Roll</title></head><body><h1>Roll</h1>
  <h3>Ingredients</h3><ul><li>6 eggs</li><li>6 tbsp sugar</li></ul>${body}</body></html>`;

describe('steps set as the paragraphs of one block under their heading', () => {
  it('reads each paragraph as a step, its bold lines naming the groups of the paragraphs after them', () => {
    const found = readRecipePage(
      page(`<h3>Preparation:</h3><div class="text">
        <p><strong>Sponge:</strong></p><p>Separate the eggs.</p><p>Whisk the whites.</p>
        <p><strong>Cream:</strong></p><p>Warm the cream.</p><p>Spread it on the sponge.</p></div>
        <div class="comments"><p>Lovely!</p><p>Made it twice.</p></div>`),
    );
    expect(found?.stepSections).toEqual([
      { name: 'Sponge', items: ['Separate the eggs.', 'Whisk the whites.'] },
      { name: 'Cream', items: ['Warm the cream.', 'Spread it on the sponge.'] },
    ]);
  });

  it('reads blocks of one paragraph each inside the block, after a lead paragraph, and nothing after it', () => {
    const found = readRecipePage(
      page(`<h2>Method</h2><div class="lead"><p>A quick roll.</p></div>
        <div><div class="item"><div class="num">1.</div><div class="text"><p>Separate the eggs.</p></div></div>
        <div class="item"><div class="num">2.</div><div class="text"><p>Bake for 12 minutes.</p></div></div></div>
        <div class="related"><p>More rolls</p><p>More cakes</p></div>`),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['A quick roll.', 'Separate the eggs.', 'Bake for 12 minutes.'] },
    ]);
  });

  it('does not read such a block once the steps came as a list', () => {
    const found = readRecipePage(
      page(`<h2>Method</h2><ol><li>Separate the eggs.</li><li>Bake.</li></ol>
        <div class="comments"><p>Lovely!</p><p>Made it twice.</p></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Separate the eggs.', 'Bake.'] }]);
  });

  it('reads the paragraphs of a block named for the steps that lists only the times, and not its links', () => {
    const found = readRecipePage(
      page(`<div class="font-bold">Method</div><article class="recipe-preparation">
        <p>Separate the eggs.</p><p>Bake for 12 minutes.</p>
        <ul><li>Preparation time: 30 minutes</li></ul><ul><li>Baking time: 12 min</li></ul>
        <h4>More rolls on our site:</h4><p><a href="/jam-roll">Jam roll</a></p></article>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Separate the eggs.', 'Bake for 12 minutes.'] }]);
  });

  it("leaves out a picture's credit set among the step paragraphs", () => {
    const found = readRecipePage(
      page(`<h2>Method</h2><p>Separate the eggs.</p>
        <p><img src="/roll.jpg"><span class="cred">Photo credit: &copy; Example Kitchen</span></p>
        <p>Bake for 12 minutes.</p>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Separate the eggs.', 'Bake for 12 minutes.'] }]);
  });

  it('reads a lone paragraph broken into lines as a step a line, without the bold links after the last step', () => {
    const found = readRecipePage(
      page(`<h2>Method</h2><p>Separate the eggs. Whisk the whites.<br><img src="/1.jpg"><br>
        <b>Cream:</b><br>Warm the cream.<br>Spread it on the sponge.<br>
        <b>Left over? Roll it up the next day.</b><br>
        <b>Follow us on <a href="https://pinterest.example/">Pinterest</a>!</b></p><div class="share"></div>`),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Separate the eggs. Whisk the whites.'] },
      { name: 'Cream', items: ['Warm the cream.', 'Spread it on the sponge.', 'Left over? Roll it up the next day.'] },
    ]);
  });

  it('keeps a line break inside one of several step paragraphs within its step', () => {
    const found = readRecipePage(
      page(`<h2>Method</h2><p>Separate the eggs.<br><br>Whisk the whites.</p><p>Bake for 12 minutes.</p>`),
    );
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Separate the eggs. Whisk the whites.', 'Bake for 12 minutes.'] },
    ]);
  });
});
