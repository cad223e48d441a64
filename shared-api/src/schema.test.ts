import { ValidationError } from 'yup';
import {
  SOURCE_URL_PATTERN,
  emptyDraftValues,
  emptyIngredient,
  emptyIngredientSection,
  emptyStep,
  emptyStepSection,
  recipeDraftSchema,
  validateDraft,
  validateDraftSync,
  valuesFromImport,
  type ImportedRecipe,
} from './schema';
import type { RecipeDraftValues } from './types';

function validDraft(): RecipeDraftValues {
  return {
    recipe: {
      name: 'Tomato Soup',
      serving_count: 4,
      prep_time: 10,
      cooking_time: 30,
      source: 'https://example.com/soup',
      tags: [1, 3],
    },
    ingredients: [
      {
        name: 'Soup',
        type: 'ingredients',
        ingredients: [
          { ingredient: 'Tomatoes', amount: '800 g', notes: '' },
          { ingredient: 'Onion', amount: '1', notes: 'chopped' },
        ],
      },
    ],
    steps: [{ name: 'Cook', type: 'recipes', steps: [{ step: 'Simmer everything.', notes: '' }] }],
  };
}

/** A valid draft with one change applied to a deep copy. */
function draftWith(change: (draft: any) => void): unknown {
  const draft = validDraft() as any;
  change(draft);
  return draft;
}

async function errorsOf(input: unknown): Promise<Record<string, string>> {
  const result = await validateDraft(input);
  if (result.ok) throw new Error('Expected the draft to be invalid.');
  return result.errors;
}

describe('empty values', () => {
  it('start the form as docs/spec.md §3 says: numbers 0, one empty section of each kind with one empty item', () => {
    expect(emptyDraftValues()).toEqual({
      recipe: { name: '', serving_count: 0, prep_time: 0, cooking_time: 0, source: '', tags: [] },
      ingredients: [{ name: '', type: 'ingredients', ingredients: [{ ingredient: '', amount: '', notes: '' }] }],
      steps: [{ name: '', type: 'recipes', steps: [{ step: '', notes: '' }] }],
    });
    expect(emptyIngredientSection().ingredients).toEqual([emptyIngredient()]);
    expect(emptyStepSection().steps).toEqual([emptyStep()]);
  });

  it('are fresh objects each time', () => {
    const first = emptyDraftValues();
    first.ingredients[0]!.ingredients.push(emptyIngredient());
    expect(emptyDraftValues().ingredients[0]!.ingredients).toHaveLength(1);
  });

  it('fail with every required message, at the paths the server uses', async () => {
    expect(await errorsOf(emptyDraftValues())).toEqual({
      'recipe.name': 'Name is required.',
      'ingredients[0].name': 'Section name is required.',
      'ingredients[0].ingredients[0].ingredient': 'Ingredient is required.',
      'ingredients[0].ingredients[0].amount': 'Amount is required.',
      'steps[0].name': 'Section name is required.',
      'steps[0].steps[0].step': 'Step is required.',
    });
  });
});

describe('a valid draft', () => {
  it('passes and comes back cast: trimmed text, numbers from numeric strings, unknown keys dropped', async () => {
    const result = await validateDraft(
      draftWith((draft) => {
        draft.recipe.name = '  Tomato Soup  ';
        draft.recipe.serving_count = '6';
        draft.recipe.prep_time = ' 15 ';
        draft.recipe.updated_at = '2024-05-01T10:00:00.123Z';
        draft.recipe.extra = 'dropped';
        draft.ingredients[0].ingredients[0].notes = null;
        draft.ingredients[0].ingredients[0].amount = 2;
        draft.steps[0].steps[0].notes = '  stir  ';
      }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        recipe: {
          name: 'Tomato Soup',
          serving_count: 6,
          prep_time: 15,
          cooking_time: 30,
          source: 'https://example.com/soup',
          tags: [1, 3],
          updated_at: '2024-05-01T10:00:00.123Z',
        },
        ingredients: [
          {
            name: 'Soup',
            type: 'ingredients',
            ingredients: [
              { ingredient: 'Tomatoes', amount: '2', notes: '' },
              { ingredient: 'Onion', amount: '1', notes: 'chopped' },
            ],
          },
        ],
        steps: [{ name: 'Cook', type: 'recipes', steps: [{ step: 'Simmer everything.', notes: 'stir' }] }],
      },
    });
  });

  it('treats an empty or missing source as absent (null)', async () => {
    for (const source of ['', '   ', null, undefined]) {
      const result = validateDraftSync(draftWith((draft) => (draft.recipe.source = source)));
      expect(result.ok && result.value.recipe.source).toBeNull();
    }
  });

  it('fills in what may be left out: notes, section type, tags', async () => {
    const result = await validateDraft(
      draftWith((draft) => {
        delete draft.recipe.tags;
        delete draft.ingredients[0].type;
        delete draft.ingredients[0].ingredients[0].notes;
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.recipe.tags).toEqual([]);
    expect(result.value.ingredients[0]!.type).toBe('ingredients');
    expect(result.value.ingredients[0]!.ingredients[0]!.notes).toBe('');
  });
});

describe('recipe fields', () => {
  it('needs a name that is not only spaces, of at most 200 characters', async () => {
    expect(await errorsOf(draftWith((d) => (d.recipe.name = '   ')))).toEqual({ 'recipe.name': 'Name is required.' });
    expect(await errorsOf(draftWith((d) => delete d.recipe.name))).toEqual({ 'recipe.name': 'Name is required.' });
    expect(await errorsOf(draftWith((d) => (d.recipe.name = 'x'.repeat(201))))).toEqual({
      'recipe.name': 'Name must be at most 200 characters.',
    });
    expect((await validateDraft(draftWith((d) => (d.recipe.name = 'x'.repeat(200))))).ok).toBe(true);
  });

  describe.each([
    ['serving_count', 'Serving Count'],
    ['prep_time', 'Prep Time'],
    ['cooking_time', 'Cooking Time'],
  ])('%s', (key, label) => {
    const path = `recipe.${key}`;
    const errorFor = async (value: unknown) => (await errorsOf(draftWith((d) => (d.recipe[key] = value))))[path];

    it.each(['', '  ', 'abc', '1e3', '0x10', '6 people', null, undefined, true, [], {}])(
      '%p → "must be a number."',
      async (value) => {
        expect(await errorFor(value)).toBe(`${label} must be a number.`);
      },
    );

    it('must be whole', async () => {
      expect(await errorFor(1.5)).toBe(`${label} must be a whole number.`);
      expect(await errorFor('2.25')).toBe(`${label} must be a whole number.`);
    });

    it('must be between 0 and 100000', async () => {
      expect(await errorFor(-1)).toBe(`${label} must be between 0 and 100000.`);
      expect(await errorFor('100001')).toBe(`${label} must be between 0 and 100000.`);
    });

    it('stops at the first failing rule: -1.5 is only "not whole"', async () => {
      const errors = await recipeDraftSchema
        .validate(
          draftWith((d) => (d.recipe[key] = -1.5)),
          { abortEarly: false },
        )
        .catch((error: ValidationError) => error);
      expect(errors).toBeInstanceOf(ValidationError);
      const first = (errors as ValidationError).inner.find((error) => error.path === path);
      expect(first?.message).toBe(`${label} must be a whole number.`);
      expect(await errorFor(-1.5)).toBe(`${label} must be a whole number.`);
    });

    it.each([
      [0, 0],
      ['0', 0],
      [100000, 100000],
      [' 42 ', 42],
      ['7.0', 7],
    ])('accepts %p as %p', async (value, cast) => {
      const result = await validateDraft(draftWith((d) => (d.recipe[key] = value)));
      expect(result.ok && (result.value.recipe as Record<string, unknown>)[key]).toBe(cast);
    });
  });

  describe('source', () => {
    it.each([
      'example.com',
      'www.example.com',
      'http://example.com',
      'https://www.bbc.co.uk/food/recipes/tomato_soup_12345',
      'HTTPS://Example.COM/Path?x=1&y=2#top',
      'example.com:8080/soup',
      'sub.domain-name.example.co.uk/a/b',
      'example.com?recipe=1',
      'https://goodstuff.recipes/small-batch-lemon-marmalade/',
      'example.travel',
      'https://münchen.de/rezept',
      'xn--mnchen-3ya.de',
      'https://пример.рф/борщ',
      'https://example.xn--p1ai/',
    ])('accepts %p', (source) => {
      expect(SOURCE_URL_PATTERN.test(source)).toBe(true);
      expect(validateDraftSync(draftWith((d) => (d.recipe.source = source))).ok).toBe(true);
    });

    it.each([
      'javascript:alert(1)',
      'javascript://example.com/%0Aalert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://example.com',
      'not a url',
      'example',
      'example.c',
      'example.com1',
      'example..com',
      'http://-example.com',
      'http://example-.com',
      'http://',
      'http://example.com/a b',
      'localhost:3000',
    ])('refuses %p with "Source must be a valid URL"', async (source) => {
      expect(await errorsOf(draftWith((d) => (d.recipe.source = source)))).toEqual({
        'recipe.source': 'Source must be a valid URL',
      });
    });

    it('is at most 2000 characters', async () => {
      const source = `https://example.com/${'a'.repeat(2000)}`;
      expect(await errorsOf(draftWith((d) => (d.recipe.source = source)))).toEqual({
        'recipe.source': 'Source must be at most 2000 characters.',
      });
    });
  });

  describe('tags', () => {
    it('are a list of whole-number tag ids', async () => {
      expect(await errorsOf(draftWith((d) => (d.recipe.tags = 'VEG')))).toEqual({
        'recipe.tags': 'Tags must be a list of tag ids.',
      });
      expect(await errorsOf(draftWith((d) => (d.recipe.tags = [1, 2.5])))).toEqual({
        'recipe.tags[1]': 'Tags must be tag ids.',
      });
      expect(await errorsOf(draftWith((d) => (d.recipe.tags = ['VEG'])))).toEqual({
        'recipe.tags[0]': 'Tags must be tag ids.',
      });
    });

    it('are at most 50', async () => {
      const tags = Array.from({ length: 51 }, (_, index) => index + 1);
      expect(await errorsOf(draftWith((d) => (d.recipe.tags = tags)))).toEqual({
        'recipe.tags': 'Choose at most 50 tags.',
      });
    });
  });

  it('reports a missing or malformed recipe part', async () => {
    expect(await errorsOf(draftWith((d) => (d.recipe = 'Soup')))).toEqual({ recipe: 'The recipe fields are missing.' });
    expect(await errorsOf(null)).toEqual({ '': 'The recipe is missing.' });
  });
});

describe('sections', () => {
  it('need at least one of each kind', async () => {
    expect(
      await errorsOf(
        draftWith((d) => {
          d.ingredients = [];
          d.steps = [];
        }),
      ),
    ).toEqual({ ingredients: 'Add at least one ingredient section.', steps: 'Add at least one step section.' });
    expect(await errorsOf(draftWith((d) => delete d.steps))).toEqual({ steps: 'Add at least one step section.' });
    expect(await errorsOf(draftWith((d) => (d.ingredients = 'flour')))).toEqual({
      ingredients: 'The ingredient sections must be a list.',
    });
  });

  it('are at most 50 of each kind', async () => {
    const many = (section: unknown) => Array.from({ length: 51 }, () => JSON.parse(JSON.stringify(section)));
    expect(
      await errorsOf(
        draftWith((d) => {
          d.ingredients = many(d.ingredients[0]);
          d.steps = many(d.steps[0]);
        }),
      ),
    ).toEqual({
      ingredients: 'A recipe can have at most 50 ingredient sections.',
      steps: 'A recipe can have at most 50 step sections.',
    });
  });

  it('each need at least one item, and at most 200', async () => {
    expect(
      await errorsOf(
        draftWith((d) => {
          d.ingredients[0].ingredients = [];
          d.steps[0].steps = [];
        }),
      ),
    ).toEqual({
      'ingredients[0].ingredients': 'Add at least one ingredient to this section.',
      'steps[0].steps': 'Add at least one step to this section.',
    });
    expect(
      await errorsOf(
        draftWith((d) => {
          d.ingredients[0].ingredients = Array.from({ length: 201 }, () => ({ ingredient: 'Salt', amount: '1 g' }));
          d.steps[0].steps = Array.from({ length: 201 }, () => ({ step: 'Stir.' }));
        }),
      ),
    ).toEqual({
      'ingredients[0].ingredients': 'A section can hold at most 200 ingredients.',
      'steps[0].steps': 'A section can hold at most 200 steps.',
    });
  });

  it('name each field of a deep item by its server path', async () => {
    const errors = await errorsOf(
      draftWith((d) => {
        d.ingredients.push({
          name: ' ',
          type: 'ingredients',
          ingredients: [
            { ingredient: 'Salt', amount: '1 g' },
            { ingredient: 'Pepper', amount: '' },
          ],
        });
        d.steps[0].steps.push({ step: 'Serve.' }, { step: '  ', notes: 'x'.repeat(2001) });
      }),
    );
    expect(errors).toEqual({
      'ingredients[1].name': 'Section name is required.',
      'ingredients[1].ingredients[1].amount': 'Amount is required.',
      'steps[0].steps[2].step': 'Step is required.',
      'steps[0].steps[2].notes': 'Notes must be at most 2000 characters.',
    });
  });

  it.each([
    ['ingredients[0].name', 'Section name', (d: any, v: string) => (d.ingredients[0].name = v)],
    [
      'ingredients[0].ingredients[0].ingredient',
      'Ingredient',
      (d: any, v: string) => (d.ingredients[0].ingredients[0].ingredient = v),
    ],
    [
      'ingredients[0].ingredients[0].amount',
      'Amount',
      (d: any, v: string) => (d.ingredients[0].ingredients[0].amount = v),
    ],
    [
      'ingredients[0].ingredients[0].notes',
      'Notes',
      (d: any, v: string) => (d.ingredients[0].ingredients[0].notes = v),
    ],
    ['steps[0].name', 'Section name', (d: any, v: string) => (d.steps[0].name = v)],
    ['steps[0].steps[0].step', 'Step', (d: any, v: string) => (d.steps[0].steps[0].step = v)],
  ])('%s is at most 2000 characters', async (path, label, set) => {
    expect((await validateDraft(draftWith((d) => set(d, 'x'.repeat(2000))))).ok).toBe(true);
    expect(await errorsOf(draftWith((d) => set(d, 'x'.repeat(2001))))).toEqual({
      [path]: `${label} must be at most 2000 characters.`,
    });
  });

  it('refuses a section of the wrong type', async () => {
    expect(await errorsOf(draftWith((d) => (d.steps[0].type = 'ingredients')))).toEqual({
      'steps[0].type': 'A step section must have the type "recipes".',
    });
  });
});

describe('with Formik', () => {
  // Formik turns '' into undefined before validating; the messages must not change.
  it('gives the same messages for fields Formik has emptied to undefined', async () => {
    const error = await recipeDraftSchema
      .validate(
        draftWith((d) => {
          d.recipe.name = undefined;
          d.recipe.serving_count = undefined;
          d.recipe.source = undefined;
          d.ingredients[0].ingredients[0].amount = undefined;
        }),
        { abortEarly: false },
      )
      .catch((caught: ValidationError) => caught);
    expect((error as ValidationError).inner.map((entry) => [entry.path, entry.message])).toEqual([
      ['recipe.name', 'Name is required.'],
      ['recipe.serving_count', 'Serving Count must be a number.'],
      ['ingredients[0].ingredients[0].amount', 'Amount is required.'],
    ]);
  });

  it('validates one field at a time with validateAt', async () => {
    await expect(
      recipeDraftSchema.validateAt(
        'recipe.prep_time',
        draftWith((d) => (d.recipe.prep_time = 'soon')),
      ),
    ).rejects.toThrow('Prep Time must be a number.');
    await expect(recipeDraftSchema.validateAt('recipe.prep_time', validDraft())).resolves.toBe(10);
  });
});

describe('valuesFromImport', () => {
  const imported: ImportedRecipe = {
    name: 'Tomato Soup',
    serving_count: 4,
    prep_time: 10,
    cooking_time: 30,
    source: null,
    tags: [{ id: 3, tag: 'Soup', shorthand: 'SOUP' }],
    ingredients_sections: validDraft().ingredients,
    recipe_sections: [],
  };

  it("fills the form with the draft's fields, tag ids and '' for no source, and saves as it is once it has steps", () => {
    const values = valuesFromImport({ ...imported, recipe_sections: validDraft().steps });
    expect(values.recipe).toEqual({
      name: 'Tomato Soup',
      serving_count: 4,
      prep_time: 10,
      cooking_time: 30,
      source: '',
      tags: [3],
    });
    expect(validateDraftSync(values).ok).toBe(true);
  });

  it("starts a kind of section the page did not give as the empty form's, for the editor to fill", () => {
    const values = valuesFromImport(imported);
    expect(values.ingredients).toEqual(validDraft().ingredients);
    expect(values.steps).toEqual(emptyDraftValues().steps);
    expect(validateDraftSync(values)).toEqual({
      ok: false,
      errors: { 'steps[0].name': 'Section name is required.', 'steps[0].steps[0].step': 'Step is required.' },
    });
  });
});
