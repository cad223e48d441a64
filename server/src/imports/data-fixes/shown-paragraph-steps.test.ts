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

  it("are the lines the page shows where a picture's <div> closes each <p> at once, leaving the text loose", () => {
    const html = pageWith(
      TEXT,
      `<h2>Zubereitung</h2><span><p><div class="photo"><img src="1.jpg"></div><br/>Mehl, Hefe und Salz zu einem
        glatten Teig verkneten. <strong>20 Minuten</strong> gehen lassen.<br/>Den Teig zu Kugeln formen und 20
        Minuten backen.</p><p><div class="photo"><img src="2.jpg"></div>Die Bohnen abspülen und zerkleinern.<br/>
        Die Pattys formen und braten.</p></span><p>Guten Appetit!</p>`,
    );
    expect(stepsOf(html)).toEqual([
      'Mehl, Hefe und Salz zu einem glatten Teig verkneten. 20 Minuten gehen lassen.',
      'Den Teig zu Kugeln formen und 20 Minuten backen.',
      'Die Bohnen abspülen und zerkleinern.',
      'Die Pattys formen und braten.',
    ]);
  });

  it('keep a sentence an advert breaks in one step', () => {
    const html = pageWith(
      TEXT,
      `<section><p><div><img src="1.jpg"></div>Mehl, Hefe und Salz zu einem glatten Teig verkneten. 20 Minuten gehen
        lassen.<br/>Den Teig zu Kugeln formen<div class="ad"></div>und 20 Minuten backen.<br/>Die Bohnen abspülen und
        zerkleinern.<br/>Die Pattys formen und braten.</p></section>`,
    );
    expect(stepsOf(html)).toEqual([
      'Mehl, Hefe und Salz zu einem glatten Teig verkneten. 20 Minuten gehen lassen.',
      'Den Teig zu Kugeln formen und 20 Minuten backen.',
      'Die Bohnen abspülen und zerkleinern.',
      'Die Pattys formen und braten.',
    ]);
  });

  it('lose the numbers the shown lines count with, as the numbered text would', () => {
    const numbered =
      '1. Mehl, Hefe und Salz zu einem glatten Teig verkneten. 2. Den Teig zu Kugeln formen und 20 Minuten backen.';
    const html = pageWith(
      numbered,
      `<section><p><div><img src="1.jpg"></div>1. Mehl, Hefe und Salz zu einem glatten Teig verkneten.<br/>2. Den Teig
        zu Kugeln formen und 20 Minuten backen.</p></section>`,
    );
    expect(stepsOf(html)).toEqual([
      'Mehl, Hefe und Salz zu einem glatten Teig verkneten.',
      'Den Teig zu Kugeln formen und 20 Minuten backen.',
    ]);
  });

  it('stay one text when the lines the page shows leave some of it out', () => {
    const html = pageWith(
      TEXT,
      `<div><div><img src="1.jpg"></div>Mehl, Hefe und Salz zu einem glatten Teig verkneten.<br/>Den Teig zu Kugeln
        formen und 20 Minuten backen.<br/>Die Bohnen abspülen und zerkleinern. Die Pattys formen und braten.</div>`,
    );
    expect(stepsOf(html)).toEqual([TEXT]);
  });

  it('stay one text when a shown line runs past the end of it, so the lines before it are not all of it', () => {
    const html = pageWith(
      TEXT,
      `<div><div><img src="1.jpg"></div>Mehl, Hefe und Salz zu einem glatten Teig verkneten. 20 Minuten gehen
        lassen.<br/>Den Teig zu Kugeln formen und 20 Minuten backen.<br/>Die Bohnen abspülen und zerkleinern.<br/>Die
        Pattys formen und braten. Guten Appetit!</div>`,
    );
    expect(stepsOf(html)).toEqual([TEXT]);
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
