import { readRecipePage } from '../read-page';

const page = (body: string) => `<html><head><title>Pancakes</title></head><body>${body}</body></html>`;
const method = '<h3>Method</h3><ol><li>Melt the butter.</li><li>Whisk everything.</li></ol>';

describe('a page without structured data whose ingredients are no list', () => {
  it('reads a paragraph a line under the ingredients heading, up to the next heading', () => {
    const found = readRecipePage(
      page(`<h1>Pancakes</h1>${method}<h3>Ingredients</h3>
        <p><span style="font-weight: 400;">2 tbsp butter, melted</span></p><p>250g plain flour</p><p>&nbsp;</p>
        <p><b>For the topping</b></p><p>Maple syrup, to serve</p>
        <h3>You'll need</h3><p>Small pot</p><p>Large bowl</p>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['2 tbsp butter, melted', '250g plain flour'] },
      { name: 'For the topping', items: ['Maple syrup, to serve'] },
    ]);
    expect(found?.stepSections).toEqual([{ name: '', items: ['Melt the butter.', 'Whisk everything.'] }]);
  });

  it('ends the lines at a paragraph that only names the steps, with a full stop after the name', () => {
    const found = readRecipePage(
      page(`<h1>Arroz</h1><h3>Ingredientes</h3><p>200 gr de arroz</p><p>1 cucharadita de sal</p>
        <p><b><u>Preparación</u></b>.</p><p><b>Fumet:</b></p><p>1 puerro cortado en trozos</p>${method}`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['200 gr de arroz', '1 cucharadita de sal'] }]);
  });

  it('passes over a newsletter box set among the lines', () => {
    const found = readRecipePage(
      page(`<h1>Tart</h1><h3>Ingredients</h3><p>- 250g pastry</p><p>- 3 egg yolks</p>
        <div data-partial="cta"><div class="article-newsletter-signup-cta"><p>Sign up to our newsletter!</p>
        <a href="/newsletters">Subscribe</a></div></div>${method}`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['- 250g pastry', '- 3 egg yolks'] }]);
  });

  it('reads lines broken inside one paragraph', () => {
    const found = readRecipePage(
      page(`<h1>Pancakes</h1><h2>Ingredients</h2><p>2 eggs<br>1 cup milk<br/>1 cup flour</p>${method}`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['2 eggs', '1 cup milk', '1 cup flour'] }]);
  });

  it('takes the list, not the paragraphs about it, when the heading has both', () => {
    const found = readRecipePage(
      page(`<h1>Pancakes</h1><h2>Ingredients</h2><p>Good flour makes all the difference.</p>
        <ul><li>2 eggs</li><li>1 cup flour</li></ul>${method}`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['2 eggs', '1 cup flour'] }]);
  });

  it('leaves out paragraphs of prose (a line no ingredient is as long as)', () => {
    const prose =
      'We love these on a slow Sunday morning, and this batter keeps in the fridge for two days, so make a double batch.';
    const found = readRecipePage(page(`<h1>Pancakes</h1><h2>Ingredients</h2><p>${prose} ${prose}</p>${method}`));
    expect(found).toBeUndefined();
  });

  it('reads only the tab a units switch shows (US | Metric)', () => {
    const found = readRecipePage(
      page(`<h1>Pancakes</h1>${method}<h3>Ingredients</h3>
        <ul class="nav nav-tabs" role="tablist"><li><a href="#us" role="tab">US</a></li><li><a href="#metric" class="active" role="tab">METRIC</a></li></ul>
        <div class="tab-content">
          <div class="tab-pane fade" id="us" role="tabpanel"><p>8.8oz plain flour</p><p>6.7 fl oz buttermilk</p></div>
          <div class="tab-pane fade show active" id="metric" role="tabpanel"><p>250g plain flour</p><p>200ml buttermilk</p></div>
        </div>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['250g plain flour', '200ml buttermilk'] }]);
  });

  it('reads every tab panel when the markup marks none as shown (scripts decide)', () => {
    const found = readRecipePage(
      page(`<h1>Pancakes</h1>${method}<h3>Ingredients</h3>
        <div><div role="tabpanel"><p>250g plain flour</p></div><div role="tabpanel"><p>200ml buttermilk</p></div></div>`),
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['250g plain flour', '200ml buttermilk'] }]);
  });
});

describe('a page that names its ingredient list nowhere', () => {
  const store = (recipe: string) =>
    page(`<header><h1>For Your Table</h1><ul><li><a href="/">1 Home</a></li></ul></header>
      <main><div><img src="/salad.jpg" alt=""></div><div>${recipe}</div></main>`);

  it('takes the list whose entries start with quantities, the paragraphs after it as steps, and the heading over it as the name', () => {
    const found = readRecipePage(
      store(`<h1><strong>Chicken Salad with Grapes</strong></h1><hr><p><strong></strong></p>
        <ul><li>6 cups chicken, shredded</li><li>3 cups red grapes, halved</li><li>½ cup blue cheese</li><li>Salt, to taste</li></ul>
        <hr><p>Combine chicken and grapes in a bowl.</p><p>Fold in the cheese and season.</p>`),
    );
    expect(found?.name).toBe('Chicken Salad with Grapes');
    expect(found?.ingredientGroups).toEqual([
      {
        name: '',
        items: ['6 cups chicken, shredded', '3 cups red grapes, halved', '½ cup blue cheese', 'Salt, to taste'],
      },
    ]);
    expect(found?.stepSections).toEqual([
      { name: '', items: ['Combine chicken and grapes in a bowl.', 'Fold in the cheese and season.'] },
    ]);
  });

  it('takes the lists set beside the list of quantities under headings of their own as its groups', () => {
    const module = (inner: string) => `<div class="module"><div class="content">${inner}</div></div>`;
    const found = readRecipePage(
      store(
        module('<h4>Total time: 30 min</h4>') +
          module('<h2>Produce</h2>') +
          module('<ul><li>½ lemon</li></ul>') +
          module('<h2>Pantry</h2>') +
          module('<ul><li>6 cookies</li><li>1 cup sugar</li><li>¾ tsp vanilla extract</li><li>Salt</li></ul>') +
          module('<h2>Dairy</h2>') +
          module('<ul><li>4 egg whites</li></ul>') +
          module('<h2>Method</h2>') +
          module('<ol><li>Whisk the egg whites with the sugar.</li><li>Fold in the cookies and bake.</li></ol>'),
      ),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Produce', items: ['½ lemon'] },
      { name: 'Pantry', items: ['6 cookies', '1 cup sugar', '¾ tsp vanilla extract', 'Salt'] },
      { name: 'Dairy', items: ['4 egg whites'] },
    ]);
  });

  it('finds no recipe in lists of words or of sentences', () => {
    expect(
      readRecipePage(
        store(`<h1>Our stores</h1><ul><li>Open daily</li><li>Free parking</li><li>2 pharmacies</li></ul>
          <p>Visit us soon.</p><p>We are open late.</p>`),
      ),
    ).toBeUndefined();
  });
});
