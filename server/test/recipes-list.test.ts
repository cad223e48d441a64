// GET /api/recipes and /api/recipes/:stub and /api/tags over HTTP (docs/design.md §3): paging, sorts, tags, search,
// and the 400s of the list query.
import type { RecipeSummary, Tag } from '@simple-recipes/shared-api/types';
import { ApiClient, draft, editorClient, errorOf } from './helpers/client';
import { startServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

let server: TestServer;
let visitor: ApiClient;
let tags: Record<string, Tag>;
/** Stubs in creation order. */
const created: string[] = [];

/** 18 recipes (more than one page). Names chosen for the sort rules; ingredients and tags for filters/search. */
const FIXTURES: Array<{ name: string; tags: string[]; ingredient?: string }> = [
  { name: 'Fudge', tags: ['DES'] },
  { name: 'Eclair', tags: ['DES', 'BAKE'] },
  { name: 'apple crumble', tags: ['DES', 'BAKE', 'VEG'] },
  { name: 'éclair', tags: ['DES', 'BAKE'], ingredient: 'Crème fraîche' },
  { name: 'Apricot tart', tags: ['BAKE', 'VEG'] },
  { name: 'Banana bread', tags: ['BAKE', 'VEG', 'QCK'] },
  { name: 'Chili con carne', tags: ['MAIN', 'HOT'], ingredient: 'Smoked paprika' },
  { name: 'Zucchini fritters', tags: ['VEG', 'QCK'] },
  { name: 'Goulash', tags: ['MAIN', 'HOT'], ingredient: 'Sweet paprika' },
  { name: 'Hummus', tags: ['VEG', 'QCK'], ingredient: 'Chickpeas' },
  { name: 'Irish stew', tags: ['MAIN'] },
  { name: 'Jambalaya', tags: ['MAIN', 'HOT'] },
  { name: 'Kedgeree', tags: ['MAIN'] },
  { name: 'Lasagne', tags: ['MAIN'] },
  { name: 'Moussaka', tags: ['MAIN'] },
  { name: 'Nasi goreng', tags: ['MAIN', 'HOT', 'QCK'] },
  { name: 'Omelette', tags: ['VEG', 'QCK'] },
  { name: 'Paella', tags: ['MAIN'] },
];

const names = (recipes: RecipeSummary[]) => recipes.map((recipe) => recipe.name);

async function allPages(client: ApiClient, query: string): Promise<RecipeSummary[]> {
  const all: RecipeSummary[] = [];
  for (let page = 1; ; page++) {
    const { recipes } = await client.list(`${query}&page=${page}`);
    if (recipes.length === 0) return all;
    all.push(...recipes);
  }
}

beforeAll(async () => {
  server = await startServer();
  visitor = new ApiClient(server);
  const stored = await server.store.ensureTags([
    { tag: 'Dessert', shorthand: 'DES' },
    { tag: 'Baking', shorthand: 'BAKE' },
    { tag: 'Vegetarian', shorthand: 'VEG' },
    { tag: 'Quick', shorthand: 'QCK' },
    { tag: 'Main Course', shorthand: 'MAIN' },
    { tag: 'Spicy', shorthand: 'HOT' },
  ]);
  tags = Object.fromEntries(stored.map((tag) => [tag.shorthand, tag]));
  const editor = await editorClient(server);
  for (const fixture of FIXTURES) {
    const parts = draft(fixture.name, { recipe: { tags: fixture.tags.map((shorthand) => tags[shorthand]!.id) } });
    if (fixture.ingredient) {
      parts.ingredients = [
        {
          name: 'Main',
          type: 'ingredients',
          ingredients: [{ ingredient: fixture.ingredient, amount: '1 tbsp', notes: '' }],
        },
        { name: 'Extra', type: 'ingredients', ingredients: [{ ingredient: 'Salt', amount: 'a pinch', notes: '' }] },
      ];
    }
    created.push(await editor.create(parts));
  }
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/tags', () => {
  it('lists every tag with id, tag and shorthand, ordered by tag', async () => {
    const list = await visitor.tags();
    expect(list.map((tag) => tag.tag)).toEqual(['Baking', 'Dessert', 'Main Course', 'Quick', 'Spicy', 'Vegetarian']);
    expect(list[0]).toEqual({ id: expect.any(Number), tag: 'Baking', shorthand: 'BAKE' });
  });
});

describe('GET /api/recipes: paging', () => {
  it('answers 15 summaries and the total count, then the rest, then an empty page', async () => {
    const first = await visitor.list();
    expect(first.count).toBe(FIXTURES.length);
    expect(first.recipes).toHaveLength(15);
    const second = await visitor.list('page=2');
    expect(second.count).toBe(FIXTURES.length);
    expect(second.recipes).toHaveLength(FIXTURES.length - 15);
    const ids = [...first.recipes, ...second.recipes].map((recipe) => recipe.id);
    expect(new Set(ids).size).toBe(FIXTURES.length);
    expect((await visitor.list('page=3')).recipes).toEqual([]);
    expect((await visitor.list('page=999999999')).recipes).toEqual([]);
  });

  it('gives each summary the fields of docs/design.md §3', async () => {
    const { recipes } = await visitor.list('search=hummus');
    expect(recipes).toHaveLength(1);
    expect(recipes[0]).toEqual({
      id: expect.any(Number),
      name: 'Hummus',
      stub: 'hummus',
      serving_count: 4,
      prep_time: 15,
      cooking_time: 30,
      imageUrl: null,
      thumbnailUrl: null,
      emptyImageUrl: expect.stringMatching(/^data:image\//),
      tags: [tags.QCK, tags.VEG],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it.each(['name&sortDir=asc', 'name&sortDir=desc', 'created_at&sortDir=asc', 'created_at&sortDir=desc'])(
    'never repeats or skips a recipe across pages (sortField=%s)',
    async (sort) => {
      const all = await allPages(visitor, `sortField=${sort}`);
      expect(all).toHaveLength(FIXTURES.length);
      expect(new Set(all.map((recipe) => recipe.id)).size).toBe(FIXTURES.length);
    },
  );
});

describe('GET /api/recipes: sorting', () => {
  const byName = [
    'apple crumble',
    'Apricot tart',
    'Banana bread',
    'Chili con carne',
    'Eclair',
    'éclair',
    'Fudge',
    'Goulash',
    'Hummus',
    'Irish stew',
    'Jambalaya',
    'Kedgeree',
    'Lasagne',
    'Moussaka',
    'Nasi goreng',
    'Omelette',
    'Paella',
    'Zucchini fritters',
  ];

  it('sorts by name A - Z by default, ignoring case and accents ("éclair" between "Eclair" and "Fudge")', async () => {
    expect(names(await allPages(visitor, ''))).toEqual(byName);
    expect(names(await allPages(visitor, 'sortField=name&sortDir=asc'))).toEqual(byName);
  });

  it('sorts by name Z - A; equal names keep a stable order by id', async () => {
    const desc = names(await allPages(visitor, 'sortField=name&sortDir=desc'));
    expect(desc.slice(0, 3)).toEqual(['Zucchini fritters', 'Paella', 'Omelette']);
    expect(desc.slice(-3)).toEqual(['Banana bread', 'Apricot tart', 'apple crumble']);
    expect(desc.filter((name) => /clair/.test(name))).toHaveLength(2);
  });

  it('sorts oldest to newest and newest to oldest by created_at', async () => {
    const asc = await allPages(visitor, 'sortField=created_at&sortDir=asc');
    expect(asc.map((recipe) => recipe.stub)).toEqual(created);
    const desc = await allPages(visitor, 'sortField=created_at&sortDir=desc');
    expect(desc.map((recipe) => recipe.stub)).toEqual([...created].reverse());
  });

  it('takes sortDir in any case', async () => {
    const { recipes } = await visitor.list('sortField=name&sortDir=DESC');
    expect(recipes[0]!.name).toBe('Zucchini fritters');
  });
});

describe('GET /api/recipes: tags', () => {
  it('keeps recipes that carry all the given tags', async () => {
    const { recipes, count } = await visitor.list('tags=VEG,QCK');
    expect(names(recipes).sort()).toEqual(['Banana bread', 'Hummus', 'Omelette', 'Zucchini fritters']);
    expect(count).toBe(4);
    const three = await visitor.list('tags=BAKE,VEG,QCK');
    expect(names(three.recipes)).toEqual(['Banana bread']);
  });

  it('answers an empty list for an unknown shorthand (old links never error)', async () => {
    const response = await visitor.request('GET', '/api/recipes?tags=VEG,NOPE');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ recipes: [], count: 0 });
  });

  it('combines tags with search and paging counts', async () => {
    const { recipes, count } = await visitor.list('tags=HOT&search=paprika');
    expect(names(recipes).sort()).toEqual(['Chili con carne', 'Goulash']);
    expect(count).toBe(2);
  });
});

describe('GET /api/recipes: search', () => {
  it('matches a word prefix inside an ingredient', async () => {
    expect(names((await visitor.list('search=papr')).recipes).sort()).toEqual(['Chili con carne', 'Goulash']);
    expect(names((await visitor.list('search=smok')).recipes)).toEqual(['Chili con carne']);
    expect((await visitor.list('search=prika')).recipes).toEqual([]);
  });

  it('needs every word to match (AND), in any of name, ingredient or tag', async () => {
    expect(names((await visitor.list('search=smoked%20paprika')).recipes)).toEqual(['Chili con carne']);
    expect(names((await visitor.list('search=chili%20papr')).recipes)).toEqual(['Chili con carne']);
    expect((await visitor.list('search=goulash%20smoked')).recipes).toEqual([]);
  });

  it('ignores case and accents', async () => {
    expect(names((await visitor.list('search=CREME')).recipes)).toEqual(['éclair']);
    expect(names((await visitor.list('search=%C3%89CLA')).recipes)).toEqual(['Eclair', 'éclair']);
  });

  it('matches tag names and shorthands', async () => {
    const spicy = names((await visitor.list('search=spic')).recipes).sort();
    expect(spicy).toEqual(['Chili con carne', 'Goulash', 'Jambalaya', 'Nasi goreng']);
    expect(names((await visitor.list('search=BAKE%20apri')).recipes)).toEqual(['Apricot tart']);
  });

  it('ignores a term under 3 characters, trimmed', async () => {
    expect((await visitor.list('search=ch')).count).toBe(FIXTURES.length);
    expect((await visitor.list('search=%20%20ab%20%20')).count).toBe(FIXTURES.length);
  });

  it('treats quotes, operators and SQL as plain text', async () => {
    for (const term of ['"paprika', 'papr*', "'; DROP TABLE recipes; --", 'NEAR(a b)', 'a OR b', '-smoked', '%_%']) {
      const response = await visitor.request('GET', `/api/recipes?search=${encodeURIComponent(term)}`);
      expect(response.status).toBe(200);
    }
    expect((await visitor.list()).count).toBe(FIXTURES.length);
  });
});

describe('GET /api/recipes: bad queries → 400', () => {
  it.each([
    ['sortField=title', /sortField/],
    ['sortField=NAME', /sortField/],
    ['sortDir=up', /sortDir/],
    ['page=0', /page/],
    ['page=-1', /page/],
    ['page=1.5', /page/],
    ['page=abc', /page/],
    ['page=', /page/],
    ['page=1&page=2', /"page".*once/],
    ['sortField=name&sortField=created_at', /"sortField".*once/],
    ['tags=VEG&tags=QCK', /"tags".*once/],
    ['search=a&search=b', /"search".*once/],
  ])('%s', async (query, message) => {
    const response = await visitor.request('GET', `/api/recipes?${query}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).error).toMatch(message);
  });
});

describe('GET /api/recipes/:stub', () => {
  it('answers the full recipe with its sections in order', async () => {
    const recipe = await visitor.recipe('eclair-2');
    expect(recipe).toMatchObject({
      name: 'éclair',
      stub: 'eclair-2',
      source: 'https://www.example.com/recipes/%C3%A9clair',
      tags: [tags.BAKE, tags.DES],
      ingredients_sections: [
        {
          id: expect.any(Number),
          name: 'Main',
          type: 'ingredients',
          ingredients: [{ id: expect.any(Number), ingredient: 'Crème fraîche', amount: '1 tbsp', notes: '' }],
        },
        { name: 'Extra', type: 'ingredients', ingredients: [{ ingredient: 'Salt', amount: 'a pinch', notes: '' }] },
      ],
      recipe_sections: [
        {
          id: expect.any(Number),
          name: 'Method',
          type: 'recipes',
          steps: [
            { id: expect.any(Number), step: 'Mix everything.', notes: '' },
            { id: expect.any(Number), step: 'Bake it.', notes: 'Until golden.' },
          ],
        },
      ],
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('answers 404 JSON for an unknown stub', async () => {
    for (const stub of ['no-such-recipe', 'x'.repeat(400), '..%2F..%2Fetc%2Fpasswd', "'%20OR%201=1"]) {
      const response = await visitor.request('GET', `/api/recipes/${stub}`);
      expect(response.status).toBe(404);
      await errorOf(response);
    }
  });
});
