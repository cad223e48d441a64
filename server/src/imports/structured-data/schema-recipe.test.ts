import { foundFromSchemaRecipe } from './schema-recipe';

const steps = (recipeInstructions: unknown) =>
  foundFromSchemaRecipe({ '@type': 'Recipe', recipeInstructions }, undefined).stepSections;
const step = (fields: object) => ({ '@type': 'HowToStep', ...fields });

describe('foundFromSchemaRecipe: instructions', () => {
  it.each([
    ['HowToSteps with only a name', [step({ name: 'Mix.' }), step({ name: 'Bake.' })]],
    [
      'HowToSteps whose text is empty but whose description holds it',
      [step({ text: '', description: 'Mix.' }), step({ description: 'Bake.' })],
    ],
    [
      'a HowToDirection and a HowToTip',
      [
        { '@type': 'HowToDirection', text: 'Mix.' },
        { '@type': 'HowToTip', text: 'Bake.' },
      ],
    ],
    [
      'a HowToStep holding its directions as itemListElement',
      [
        step({
          itemListElement: [
            { '@type': 'HowToDirection', text: 'Mix.' },
            { '@type': 'HowToDirection', text: 'Bake.' },
          ],
        }),
      ],
    ],
    [
      'an ItemList whose ListItems hold the steps as their item',
      {
        '@type': 'ItemList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: step({ text: 'Mix.' }) },
          { '@type': 'ListItem', position: 2, item: step({ text: 'Bake.' }) },
        ],
      },
    ],
    ['texts numbered 1, 2', ['1. Mix.', '2. Bake.']],
    ['lines numbered 1), 2)', '1) Mix.\n2) Bake.'],
    ['texts labelled "Step 1:", "Step 2:"', ['Step 1: Mix.', 'Step 2: Bake.']],
    ['steps numbered from 1 after a label that announces them', [step({ text: 'How to:' }), '1. Mix.', '2. Bake.']],
    [
      'HowToSteps named only by their number',
      [step({ name: 'Step 1', text: 'Mix.' }), step({ name: 'gazpacho_r step 2', text: 'Bake.' })],
    ],
  ])('reads %s', (_, instructions) => {
    expect(steps(instructions)).toEqual([{ name: '', items: ['Mix.', 'Bake.'] }]);
  });

  it('counts numbered steps on across sections, or from 1 again in each', () => {
    const section = (name: string, ...texts: string[]) => ({
      '@type': 'HowToSection',
      name,
      itemListElement: texts.map((text) => step({ text })),
    });
    const expected = [
      { name: 'Dough', items: ['Mix.', 'Knead.'] },
      { name: 'Baking', items: ['Bake.'] },
    ];
    expect(steps([section('Dough', '1. Mix.', '2. Knead.'), section('Baking', '3. Bake.')])).toEqual(expected);
    expect(steps([section('Dough', '1. Mix.', '2. Knead.'), section('Baking', '1. Bake.')])).toEqual(expected);
  });

  it('reads a text numbered 1, 2, 3 whose steps run over line breaks', () => {
    expect(steps('1. Soak the gelatine.\nWarm the milk. 2. Stir it in.')).toEqual([
      { name: '', items: ['Soak the gelatine. Warm the milk.', 'Stir it in.'] },
    ]);
    expect(steps('1.吉利丁片泡软，搅拌融化\n奶油奶酪打发 2.加入牛奶')).toEqual([
      { name: '', items: ['吉利丁片泡软，搅拌融化奶油奶酪打发', '加入牛奶'] },
    ]);
    expect(steps('Soak the gelatine.\nWarm the milk.')).toEqual([
      { name: '', items: ['Soak the gelatine.', 'Warm the milk.'] },
    ]);
  });

  it('counts numbered steps followed by a closing line without a number', () => {
    expect(steps(['1. Mix.', '2. Bake.', 'Voilà! Enjoy.'])).toEqual([
      { name: '', items: ['Mix.', 'Bake.', 'Voilà! Enjoy.'] },
    ]);
  });

  it('keeps a HowToStep name that titles its step, as the page shows it', () => {
    expect(
      steps([step({ name: 'Make the dough', text: 'Mix.' }), step({ name: 'Bake in 2 steps', text: 'Bake.' })]),
    ).toEqual([{ name: '', items: ['Make the dough', 'Mix.', 'Bake in 2 steps', 'Bake.'] }]);
  });

  it('reads two or more label lines among the steps as the names of the groups they head', () => {
    expect(steps(['Feed the starter.', 'Dough:', 'Mix.', 'Rest.', 'Butter Block:', 'Pound the butter.'])).toEqual([
      { name: '', items: ['Feed the starter.'] },
      { name: 'Dough', items: ['Mix.', 'Rest.'] },
      { name: 'Butter Block', items: ['Pound the butter.'] },
    ]);
    // Numbers that count the steps across the groups go, as they do in one list.
    expect(steps(['For the dough:', '1. Mix.', '2. Knead.', 'For the glaze:', '3. Stir.'])).toEqual([
      { name: 'For the dough', items: ['Mix.', 'Knead.'] },
      { name: 'For the glaze', items: ['Stir.'] },
    ]);
    // One label alone, or a label with no step after it, names no group.
    expect(steps(['Dough:', 'Mix.', 'Rest.'])).toEqual([{ name: '', items: ['Dough:', 'Mix.', 'Rest.'] }]);
    expect(steps(['Mix.', 'Dough:', 'Rest.', 'Serve with:'])).toEqual([
      { name: '', items: ['Mix.', 'Dough:', 'Rest.', 'Serve with:'] },
    ]);
  });

  it('drops a name three or more steps share: it says what kind of step each is, not what it does', () => {
    const adding = (text: string) => step({ name: "Ajout d'ingrédient", text });
    expect(
      steps([adding('Mettre 1 échalote.'), adding('Ajouter le beurre.'), step({ name: 'Cuisson', text: 'Cuire.' })]),
    ).toEqual([
      {
        name: '',
        items: [
          "Ajout d'ingrédient",
          'Mettre 1 échalote.',
          "Ajout d'ingrédient",
          'Ajouter le beurre.',
          'Cuisson',
          'Cuire.',
        ],
      },
    ]);
    expect(
      steps([
        adding('Mettre 1 échalote.'),
        adding('Ajouter le beurre.'),
        adding('Ajouter le riz.'),
        step({ name: 'Cuisson', text: 'Cuire.' }),
      ]),
    ).toEqual([
      { name: '', items: ['Mettre 1 échalote.', 'Ajouter le beurre.', 'Ajouter le riz.', 'Cuisson', 'Cuire.'] },
    ]);
  });

  it('keeps numbers that do not count the steps, and a labelled title among steps without labels', () => {
    for (const texts of [
      ['1. Mix.'],
      ['1. Mix.', '3. Bake.'],
      ['2. Mix.', '3. Bake.'],
      ['1. Mix.', 'Then bake.'],
      ['1. Mix.', '2. Knead.', 'Rest.', 'Shape.', 'Bake.'],
      ['1. Mix.', 'Rest.', '2. Bake.'],
      ['Étape 1 : Cuisson des carottes', 'Coupez les carottes.'],
      ['Creamy pesto:', 'Blanch the basil.', 'Blend it.'],
    ]) {
      expect(steps(texts)).toEqual([{ name: '', items: texts }]);
    }
  });
});

describe('foundFromSchemaRecipe: ingredients', () => {
  it('reads a block of paragraphs broken into lines a line each', () => {
    const found = foundFromSchemaRecipe(
      {
        '@type': 'Recipe',
        recipeIngredient:
          '<p><b>DRESSING</b><br /> 1/2 cup mayonnaise<br /> 1/4 cup milk</p> <p><b>SALAD</b><br /> 4 cups rice</p>',
      },
      undefined,
    );
    expect(found.ingredientGroups).toEqual([
      { name: '', items: ['DRESSING', '1/2 cup mayonnaise', '1/4 cup milk', 'SALAD', '4 cups rice'] },
    ]);
  });
});

describe('foundFromSchemaRecipe: image', () => {
  it('takes the first address an ImageObject gives, passing over an empty one', () => {
    const found = foundFromSchemaRecipe(
      { '@type': 'Recipe', image: [{ '@type': 'ImageObject', url: '', contentUrl: '/soup.jpg' }] },
      'https://example.com/recipes/soup',
    );
    expect(found.imageUrl).toBe('https://example.com/soup.jpg');
  });
});

describe('foundFromSchemaRecipe: ingredients', () => {
  const ingredients = (recipeIngredient: unknown) =>
    foundFromSchemaRecipe({ '@type': 'Recipe', recipeIngredient }, undefined).ingredientGroups.flatMap(
      (group) => group.items,
    );

  it('joins an entry broken after its amount into one line, and reads a block of lines a line each', () => {
    expect(ingredients(['2  \r\nbay leaf', '1/2 teaspoon \r\nground cinnamon', '4 whole cloves'])).toEqual([
      '2 bay leaf',
      '1/2 teaspoon ground cinnamon',
      '4 whole cloves',
    ]);
    expect(ingredients(['200 g flour\n2 eggs\nsalt'])).toEqual(['200 g flour', '2 eggs', 'salt']);
  });
});

describe("foundFromSchemaRecipe: the part's name as the first line", () => {
  it('is no step when it is the name alone', () => {
    expect(steps(['Instructions:', 'Mix.', 'Bake.'])).toEqual([{ name: '', items: ['Mix.', 'Bake.'] }]);
    expect(steps(['Modo de preparo', 'Misture.', 'Asse.'])).toEqual([{ name: '', items: ['Misture.', 'Asse.'] }]);
  });

  it('stays when it names a stage ("Préparation de la rhubarbe")', () => {
    expect(steps(['Préparation de la rhubarbe', 'Couper la rhubarbe.'])).toEqual([
      { name: '', items: ['Préparation de la rhubarbe', 'Couper la rhubarbe.'] },
    ]);
  });
});

describe('foundFromSchemaRecipe: a step named by a cut-short copy of its text', () => {
  it('has no title line, also when its text is several paragraphs', () => {
    expect(
      steps([step({ name: 'Salat1. Wa...', text: ['Salat', '1. Wasser aufkochen.', '2. Nudeln zugeben.'] })]),
    ).toEqual([{ name: '', items: ['Salat', '1. Wasser aufkochen.', '2. Nudeln zugeben.'] }]);
  });

  it('has no title line when the name is the text, or its start cut with or without a mark', () => {
    expect(
      steps([
        step({ name: 'Preheat the oven.', text: 'Preheat the oven.' }),
        step({
          name: 'Grease a 20 cm tin and line it with baking',
          text: 'Grease a 20 cm tin and line it with baking paper.',
        }),
        step({ name: 'mix the flour…', text: 'Mix the flour and the sugar.' }),
      ]),
    ).toEqual([
      {
        name: '',
        items: [
          'Preheat the oven.',
          'Grease a 20 cm tin and line it with baking paper.',
          'Mix the flour and the sugar.',
        ],
      },
    ]);
  });

  it('drops a name in small letters, a word or a slug: a key the step is filed under, no title', () => {
    expect(
      steps([
        step({ name: 'combine', text: 'Whisk the flour and the salt.' }),
        step({ name: 'cooking-beef', text: 'Brown the beef.' }),
        step({ name: 'Make the sauce', text: 'Stir the cream into the pan.' }),
      ]),
    ).toEqual([
      {
        name: '',
        items: ['Whisk the flour and the salt.', 'Brown the beef.', 'Make the sauce', 'Stir the cream into the pan.'],
      },
    ]);
  });

  it('keeps a short title that the text starts with only in other letter case, as the page shows both', () => {
    expect(steps([step({ name: 'Re-Roll', text: 'Re-roll any dough and cut it into shapes.' })])).toEqual([
      { name: '', items: ['Re-Roll', 'Re-roll any dough and cut it into shapes.'] },
    ]);
  });
});
