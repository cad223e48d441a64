import { load } from 'cheerio';
import { jsonLdRecipe } from './json-ld';
import { readRecipePage } from '../read-page';
import { PARSE_OPTIONS } from '../text';

const recipe = { '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 onion'] };
const json = JSON.stringify(recipe);
const script = (text: string, type = 'application/ld+json') => `<script type="${type}">${text}</script>`;
const found = (head: string) => jsonLdRecipe(load(`<html><head>${head}</head><body></body></html>`, PARSE_OPTIONS));

describe('jsonLdRecipe', () => {
  it.each([
    ['@type as a list', script(JSON.stringify({ ...recipe, '@type': ['Recipe', 'NewsArticle'] }))],
    ['a prefixed @type', script(JSON.stringify({ ...recipe, '@type': 'schema:Recipe' }))],
    ['an @type as a schema.org address', script(JSON.stringify({ ...recipe, '@type': 'http://schema.org/Recipe' }))],
    ['an @type in lower case', script(JSON.stringify({ ...recipe, '@type': 'recipe' }))],
    ['the recipe in @graph', script(JSON.stringify({ '@graph': [{ '@type': 'WebSite' }, recipe] }))],
    ['the mainEntity of a page', script(JSON.stringify({ '@type': 'WebPage', mainEntity: recipe }))],
    ['the mainEntityOfPage', script(JSON.stringify({ '@type': 'WebPage', mainEntityOfPage: recipe }))],
    [
      "an ItemList's entry",
      script(JSON.stringify({ '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', item: recipe }] })),
    ],
    ['a list of top-level objects', script(JSON.stringify([{ '@type': 'Organization', name: 'X' }, recipe]))],
    ['the last of several scripts', script('{"@type": "Organization", "name": "X"}') + script(json)],
    ['a trailing comma', script(json.replace(/}$/, ',}'))],
    ['an HTML comment around it', script(`\n<!--\n${json}\n-->\n`)],
    ['a CDATA wrapper behind a comment', script(`//<![CDATA[\n${json}\n//]]>`)],
    ['a CDATA wrapper in a block comment', script(`/*<![CDATA[*/${json}/*]]>*/`)],
    ['a bare CDATA wrapper', script(`<![CDATA[${json}]]>`)],
    ['a byte order mark', script(`\ufeff${json}`)],
    ['a script type with a charset', script(json, 'application/ld+json; charset=utf-8')],
  ])('finds the recipe given with %s', (_, head) => {
    expect(found(head)).toMatchObject({ name: 'Soup', recipeIngredient: ['1 onion'] });
  });

  it('reads a property given as a reference to a node set elsewhere in the graph as that node', () => {
    const graph = {
      '@graph': [
        { '@type': 'ImageObject', '@id': 'https://example.com/soup#primaryimage', url: 'https://example.com/s.jpg' },
        { ...recipe, image: { '@id': 'https://example.com/soup#primaryimage' }, author: [{ '@id': '#nobody' }] },
      ],
    };
    expect(found(script(JSON.stringify(graph)))).toMatchObject({
      image: { '@type': 'ImageObject', url: 'https://example.com/s.jpg' },
      author: [{ '@id': '#nobody' }],
    });
  });
});

describe("the recipe's picture", () => {
  const pageWith = (head: string, url?: string) =>
    readRecipePage(`<html><head>${head}</head><body><h1>Soup</h1></body></html>`, url)?.imageUrl;
  const webPage = {
    '@type': 'WebPage',
    '@id': 'https://example.com/soup',
    primaryImageOfPage: { '@id': 'https://example.com/soup#primaryimage' },
  };
  const image = {
    '@type': 'ImageObject',
    '@id': 'https://example.com/soup#primaryimage',
    url: 'https://example.com/s.jpg',
  };
  const author = {
    '@type': 'Person',
    name: 'Ann',
    image: { '@type': 'ImageObject', url: 'https://example.com/ann.jpg' },
  };

  it("is the page's main image in the graph where the recipe names none", () => {
    const graph = { '@graph': [author, webPage, image, { ...recipe, author }] };
    expect(pageWith(script(JSON.stringify(graph)))).toBe('https://example.com/s.jpg');
    // An empty image is none.
    const empty = { '@graph': [webPage, image, { ...recipe, image: '' }] };
    expect(pageWith(script(JSON.stringify(empty)))).toBe('https://example.com/s.jpg');
  });

  it("is the recipe's own where it names one", () => {
    const graph = { '@graph': [webPage, image, { ...recipe, image: 'https://example.com/own.jpg' }] };
    expect(pageWith(script(JSON.stringify(graph)))).toBe('https://example.com/own.jpg');
  });

  it('is read from og:image:url or og:image:secure_url where the page has no og:image', () => {
    for (const property of ['og:image:url', 'og:image:secure_url']) {
      const head = `${script(json)}<meta property="${property}" content="https://cdn.example.com/soup.jpg">`;
      expect(pageWith(head)).toBe('https://cdn.example.com/soup.jpg');
    }
  });

  it('given as a relative address, is placed by the canonical link of pasted HTML, or by the page address', () => {
    const head = `${script(json)}<link rel="canonical" href="https://example.com/recipes/soup">
      <meta property="og:image" content="uploads/soup.jpg">`;
    expect(pageWith(head)).toBe('https://example.com/recipes/uploads/soup.jpg');
    expect(pageWith(head, 'https://mirror.example.org/soup')).toBe('https://mirror.example.org/uploads/soup.jpg');
  });
});

describe('property names a plugin capitalises', () => {
  it('are read as schema.org spells them ("ItemListElement", "Name")', () => {
    const read = readRecipePage(
      `<html><head>${script(
        JSON.stringify({
          '@type': 'Recipe',
          name: 'Crêpes',
          recipeIngredient: ['250 g farine', '3 oeufs'],
          RecipeInstructions: [
            {
              '@type': 'HowToSection',
              Name: 'Pour la pâte',
              ItemListElement: [{ '@type': 'HowToStep', text: 'Mélanger la farine et les oeufs.' }],
            },
            {
              '@type': 'HowToSection',
              Name: 'Pour la garniture',
              ItemListElement: [{ '@type': 'HowToStep', text: 'Râper le fromage.' }],
            },
          ],
        }),
      )}</head><body><h1>Crêpes</h1></body></html>`,
    );
    expect(read?.stepSections).toEqual([
      { name: 'Pour la pâte', items: ['Mélanger la farine et les oeufs.'] },
      { name: 'Pour la garniture', items: ['Râper le fromage.'] },
    ]);
  });

  it('leave a key alone that the object also spells as schema.org does', () => {
    const read = found(script(JSON.stringify({ ...recipe, Name: 'Other' })));
    expect(read?.name).toBe('Soup');
  });
});
