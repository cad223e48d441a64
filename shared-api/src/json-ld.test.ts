import { recipeJsonLd, recipePageUrl, serializeForScript, webSiteJsonLd } from './json-ld';
import { makeRecipe } from './testing';

const pageUrl = 'https://recipes.example/lemon-drizzle-cake';

describe('recipeJsonLd', () => {
  it('gives times as ISO 8601 durations, the total being prep plus cooking', () => {
    const data = recipeJsonLd(makeRecipe({ prep_time: 20, cooking_time: 70 }), pageUrl);
    expect(data.prepTime).toBe('PT20M');
    expect(data.cookTime).toBe('PT1H10M');
    expect(data.totalTime).toBe('PT1H30M');
  });

  it('leaves out a serving count of 0 and times the recipe does not give (both 0), as the page shows them', () => {
    const none = recipeJsonLd(makeRecipe({ serving_count: 0, prep_time: 0, cooking_time: 0 }), pageUrl);
    expect(none).not.toHaveProperty('recipeYield');
    expect(none).not.toHaveProperty('prepTime');
    expect(none).not.toHaveProperty('cookTime');
    expect(none).not.toHaveProperty('totalTime');
    expect(recipeJsonLd(makeRecipe({ serving_count: 6 }), pageUrl).recipeYield).toBe('6');
  });

  it('gives a 0 beside another time as a real zero: a salad takes no cooking', () => {
    const salad = recipeJsonLd(makeRecipe({ serving_count: 0, prep_time: 15, cooking_time: 0 }), pageUrl);
    expect(salad).toMatchObject({ prepTime: 'PT15M', cookTime: 'PT0M', totalTime: 'PT15M' });
    expect(salad).not.toHaveProperty('recipeYield');
  });

  it('resolves the image against the page and leaves it out when there is none', () => {
    expect(recipeJsonLd(makeRecipe(), pageUrl).image).toEqual(['https://recipes.example/api/images/lemon-page.webp']);
    expect(recipeJsonLd(makeRecipe({ imageUrl: null }), pageUrl)).not.toHaveProperty('image');
  });

  it('flattens ingredients of every section as "amount ingredient, notes"', () => {
    const data = recipeJsonLd(makeRecipe(), pageUrl);
    expect(data.recipeIngredient).toEqual(['225 g Self-raising flour', '225 g Butter, softened', '85 g Caster sugar']);
  });

  it('writes no amount where it is a dash, which stands for none', () => {
    const recipe = makeRecipe();
    const [cake] = recipe.ingredients_sections;
    const salt = { id: 9, ingredient: 'Salt to taste', amount: '—', notes: '' };
    const data = recipeJsonLd({ ...recipe, ingredients_sections: [{ ...cake!, ingredients: [salt] }] }, pageUrl);
    expect(data.recipeIngredient).toEqual(['Salt to taste']);
  });

  it("gives an ingredient's notes and a step's notes in their lines, so other recipe managers keep them", () => {
    const recipe = makeRecipe();
    const [cake] = recipe.ingredients_sections;
    const [bake] = recipe.recipe_sections;
    const apples = { id: 9, ingredient: 'Bramley apples', amount: '1 kg', notes: 'peeled and sliced' };
    const step = { id: 8, step: 'Rub the butter into the flour.', notes: 'Leave some clumps.' };
    const data = recipeJsonLd(
      {
        ...recipe,
        ingredients_sections: [{ ...cake!, ingredients: [apples] }],
        recipe_sections: [{ ...bake!, steps: [step] }],
      },
      pageUrl,
    );
    expect(data.recipeIngredient).toEqual(['1 kg Bramley apples, peeled and sliced']);
    expect(data.recipeInstructions[0]?.itemListElement[0]?.text).toBe(
      'Rub the butter into the flour. (Leave some clumps.)',
    );
  });

  it('keeps step sections as HowToSections whose step positions run on', () => {
    const data = recipeJsonLd(makeRecipe(), pageUrl);
    expect(data.recipeInstructions.map((section) => section.name)).toEqual(['Bake', 'Drizzle']);
    expect(data.recipeInstructions.flatMap((section) => section.itemListElement.map((step) => step.position))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it("carries the exact sections, items split and notes kept, for this site's own importer", () => {
    const recipe = makeRecipe();
    const data = recipeJsonLd(recipe, pageUrl);
    expect(data.simpleRecipes.ingredients.map((section) => section.name)).toEqual(
      recipe.ingredients_sections.map((section) => section.name),
    );
    expect(data.simpleRecipes.ingredients.flatMap((section) => section.ingredients)).toEqual(
      recipe.ingredients_sections.flatMap((section) =>
        section.ingredients.map(({ amount, ingredient, notes }) => ({ amount, ingredient, notes })),
      ),
    );
    expect(data.simpleRecipes.steps.flatMap((section) => section.steps)).toEqual(
      recipe.recipe_sections.flatMap((section) => section.steps.map(({ step, notes }) => ({ step, notes }))),
    );
  });

  it("describes the recipe with the same text as the page's meta description", () => {
    expect(recipeJsonLd(makeRecipe(), pageUrl).description).toBe(
      'Serves 8, ready in 1 h 5 min. Ingredients: Self-raising flour, Butter, Caster sugar.',
    );
  });

  it('takes keywords from the tag names and leaves them out without tags', () => {
    expect(recipeJsonLd(makeRecipe(), pageUrl).keywords).toBe('Baking, Vegetarian');
    expect(recipeJsonLd(makeRecipe({ tags: [] }), pageUrl)).not.toHaveProperty('keywords');
  });
});

describe('recipePageUrl', () => {
  it('is the stub under the origin, encoded', () => {
    expect(recipePageUrl('https://recipes.example', 'lemon-tart')).toBe('https://recipes.example/lemon-tart');
    expect(recipePageUrl('https://recipes.example/', 'a b')).toBe('https://recipes.example/a%20b');
  });
});

describe('webSiteJsonLd', () => {
  it("names the site and searches it at the catalog's own search address", () => {
    const data = webSiteJsonLd('https://recipes.example');
    expect(data).toMatchObject({
      '@type': 'WebSite',
      name: 'Simple Recipes For Everyone',
      url: 'https://recipes.example/',
    });
    expect(data.potentialAction.target.urlTemplate).toBe('https://recipes.example/?search={search_term_string}');
    expect(data.potentialAction['query-input']).toBe('required name=search_term_string');
  });
});

describe('serializeForScript', () => {
  it('escapes every character that could end or confuse a script element, keeping the same JSON value', () => {
    const value = { text: '</script><!-- & \u2028 > "quoted"' };
    const json = serializeForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});
