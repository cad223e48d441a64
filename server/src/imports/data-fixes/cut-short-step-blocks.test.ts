import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const STEPS = [
  'Breng water aan de kook.',
  'Voeg de groenten toe.',
  'Leg de kip in de bouillon.',
  'Zeef de bouillon.',
  'Rol het deeg uit.',
  'Bak de koekjes goudbruin.',
];

/** A step laid out as boxes: what it uses, then its number and its text with a tip beside it. */
const block = (number: number, text: string) => `<div class="step">
  <div class="row"><span class="uses">1 kip, 2 wortels</span></div>
  <div class="row"><span class="number">${number}</span><div class="body"><span class="text">${text}</span>
  <div class="tip"><span>TIP</span><span>Gebruik een grote pot.</span></div></div></div></div>`;

const section = (name: string, steps: string[], from: number) =>
  `<div class="part"><h3>${name}</h3><div class="list">${steps.map((step, index) => block(from + index, step)).join('')}</div></div>`;

const pageWith = (dataSteps: string[], body: string) =>
  recipePage(
    {
      name: 'Vol-au-vent',
      recipeIngredient: ['1 kip', '2 wortels'],
      recipeInstructions: dataSteps.map((text) => ({ '@type': 'HowToStep', text })),
    },
    body,
  );

describe('structured data holding only the first steps of those the page lays out in blocks', () => {
  it("reads every block's step, section by section under its heading, without what the block shows beside it", () => {
    const body = `<div class="parts">${section('De bouillon', STEPS.slice(0, 4), 1)}${section('Het deeg', STEPS.slice(4), 5)}</div>`;
    expect(readRecipePage(pageWith(STEPS.slice(0, 2), body))?.stepSections).toEqual([
      { name: 'De bouillon', items: STEPS.slice(0, 4) },
      { name: 'Het deeg', items: STEPS.slice(4) },
    ]);
  });

  it('names sections by the heading just before each list, where the lists themselves repeat', () => {
    const list = (steps: string[], from: number) =>
      `<div class="list">${steps.map((step, index) => block(from + index, step)).join('')}</div>`;
    const body = `<div class="parts"><h3>De bouillon</h3>${list(STEPS.slice(0, 4), 1)}<h3>Het deeg</h3>${list(STEPS.slice(4), 5)}</div>`;
    expect(readRecipePage(pageWith(STEPS.slice(0, 2), body))?.stepSections).toEqual([
      { name: 'De bouillon', items: STEPS.slice(0, 4) },
      { name: 'Het deeg', items: STEPS.slice(4) },
    ]);
  });

  it("reads the blocks of one list when no sections of the same build follow, the page's title naming none", () => {
    const body = `<h1>Vol-au-vent</h1><div class="list">${STEPS.map((step, index) => block(index + 1, step)).join('')}</div>`;
    expect(readRecipePage(pageWith(STEPS.slice(0, 2), body))?.stepSections).toEqual([{ name: '', items: STEPS }]);
  });

  it("keeps the data's steps when the page shows only one more, or its blocks are of another build", () => {
    const few = `<div class="list">${STEPS.slice(0, 3)
      .map((step, index) => block(index + 1, step))
      .join('')}</div>`;
    expect(readRecipePage(pageWith(STEPS.slice(0, 2), few))?.stepSections).toEqual([
      { name: '', items: STEPS.slice(0, 2) },
    ]);
    const mixed = `<div class="list"><p>${STEPS[0]}</p>${STEPS.slice(1)
      .map((step, index) => block(index + 2, step))
      .join('')}</div>`;
    expect(readRecipePage(pageWith(STEPS.slice(0, 2), mixed))?.stepSections).toEqual([
      { name: '', items: STEPS.slice(0, 2) },
    ]);
  });
});
