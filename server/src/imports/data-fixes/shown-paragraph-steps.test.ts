import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

const TEXT =
  'Mehl, Hefe und Salz zu einem glatten Teig verkneten. 20 Minuten gehen lassen. Den Teig zu Kugeln formen und ' +
  '20 Minuten backen. Die Bohnen abspülen und zerkleinern. Die Pattys formen und braten.';

const pageWith = (instructions: unknown, body: string) =>
  recipePage(
    {
      name: 'Burger',
      recipeIngredient: ['500 g Mehl', '1 Dose Bohnen'],
      recipeInstructions: instructions,
    },
    body,
  );

const stepsOf = (html: string) => readRecipePage(html)?.stepSections.flatMap((section) => section.items);

describe('instructions the data gives as one text and the page as paragraphs', () => {
  it("are the page's paragraphs and the lines broken in them, past the lists between", () => {
    const html = pageWith(
      TEXT,
      `<p>Mehl, Hefe und Salz zu einem glatten Teig verkneten. 20 Minuten gehen lassen.<br/><br/>Den Teig zu Kugeln
        formen und 20 Minuten backen.</p><ul><li>1 Dose Bohnen</li></ul>
       <p>Die Bohnen abspülen und zerkleinern.</p><p>Die Pattys formen und braten.</p>`,
    );
    expect(stepsOf(html)).toEqual([
      'Mehl, Hefe und Salz zu einem glatten Teig verkneten. 20 Minuten gehen lassen.',
      'Den Teig zu Kugeln formen und 20 Minuten backen.',
      'Die Bohnen abspülen und zerkleinern.',
      'Die Pattys formen und braten.',
    ]);
  });

  it('stay one text when the paragraphs are not all of it, or one paragraph is the whole text', () => {
    const part = `<p>Mehl, Hefe und Salz zu einem glatten Teig verkneten. 20 Minuten gehen lassen.</p>
      <p>Die Pattys formen und braten.</p>`;
    expect(stepsOf(pageWith(TEXT, part))).toEqual([TEXT]);
    expect(stepsOf(pageWith(TEXT, `<p>${TEXT}</p><p>Die Pattys formen und braten.</p>`))).toEqual([TEXT]);
  });

  it('leave steps the data already gives one by one', () => {
    const steps = ['Den Teig kneten.', 'Die Pattys braten.'];
    const html = pageWith(steps, '<p>Den Teig kneten.</p><p>Lange ruhen lassen.</p><p>Die Pattys braten.</p>');
    expect(stepsOf(html)).toEqual(steps);
  });
});
