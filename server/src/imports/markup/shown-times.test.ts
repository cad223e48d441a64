import { load } from 'cheerio';
import { readRecipePage } from '../read-page';
import { minutesOfText, shownTimes } from './shown-times';
import { recipePage } from '../testing/recipe-page';

const page = (body: string) => load(`<html><body>${body}</body></html>`);

describe('minutesOfText', () => {
  it.each([
    ['10 mins', 10],
    ['35 minutes', 35],
    ['1 hour 20 minutes', 80],
    ['1 hr 30 min', 90],
    ['1h30', 90],
    ['25-30 mins', 30],
    ['15 to 30 minutes', 30],
    ['20–25 Minuten', 25],
    ['1.5 hours', 90],
    ['10 Minuten', 10],
    ['1 Stunde 15 Minuten', 75],
    ['1 óra 20 perc', 80],
    ['15 λεπτά', 15],
    ['45 minutos', 45],
    ['2 timer', 120],
    ['30分', 30],
  ])('%p → %i', (text, minutes) => {
    expect(minutesOfText(text)).toBe(minutes);
  });

  it.each([
    ['12'],
    ['Serves 4'],
    ['about 20 minutes'],
    [''],
    ['10 mins, then leave it to rest overnight in the fridge'],
  ])('%p is no duration', (text) => {
    expect(minutesOfText(text)).toBeUndefined();
  });
});

describe('shownTimes', () => {
  it('reads a label and its value in one element, with the marks pages put between them', () => {
    expect(
      shownTimes(page('<p>Makes 12</p><p>Prep time =  10 mins</p><p>Cooking time | 1 hour 5 minutes</p>')),
    ).toEqual({ prepMinutes: 10, cookMinutes: 65 });
    expect(shownTimes(page('<ul><li>Preparation Time: 30 mins</li><li>Cooking Time: 13 mins</li></ul>'))).toEqual({
      prepMinutes: 30,
      cookMinutes: 13,
    });
  });

  it('reads each line of a paragraph broken into lines', () => {
    const $ = page('<p>A classic chilli.</p><p>Prep: 10 mins<br/>Cook: 25 mins<br/>Serves 4</p>');
    expect(shownTimes($)).toEqual({ prepMinutes: 10, cookMinutes: 25 });
    // A label alone on its line takes no value from the element after the paragraph.
    expect(shownTimes(page('<p>Serves 4<br>Cooking time</p><p>40 minutes</p>'))).toEqual({});
  });

  it('reads an element named for the time it shows, when no label says it', () => {
    const $ = page(
      '<div class="item portions"><h2>2</h2></div><div class="item preparation_time"><h2>5 λεπτά</h2></div>' +
        '<div class="item cooking_time"><h2>15 λεπτά</h2></div>',
    );
    expect(shownTimes($)).toEqual({ prepMinutes: 5, cookMinutes: 15 });
    // A labelled time wins; a named element without a duration in it gives none.
    expect(
      shownTimes(page('<p class="cook-time-icon"></p><p>Cook time: 40 min</p><div class="prep-time">quick</div>')),
    ).toEqual({ cookMinutes: 40 });
  });

  it('reads a value in the element after its label', () => {
    const $ = page(
      '<div><span><span>Preparation Time</span></span><span>35 minutes</span></div><dl><dt>Baking time</dt><dd>15 minutes</dd></dl>',
    );
    expect(shownTimes($)).toEqual({ prepMinutes: 35, cookMinutes: 15 });
  });

  it('reads a label alone in its own block with the value in the next block, in more languages', () => {
    const $ = page(
      '<div><div><p>Preparación</p></div><div><div><p>10 m</p></div></div></div>' +
        '<div><div><p>Cocinado</p></div><div><div><p>30 m</p></div></div></div>',
    );
    expect(shownTimes($)).toEqual({ prepMinutes: 10, cookMinutes: 30 });
    // A label with something beside it in its block is read there, not past its block.
    expect(shownTimes(page('<div><div><p>Preparación</p><p>fácil</p></div><div><p>10 m</p></div></div>'))).toEqual({});
  });

  it('takes the first of each, and nothing from scripts or unlabelled numbers', () => {
    const $ = page(
      '<script>var t = "Prep time: 99 mins";</script><p>Prep time: 20 minutes</p><p>Cook time: 2 hours</p><p>Prep time: 5 minutes</p><p>Ready in 40 minutes</p>',
    );
    expect(shownTimes($)).toEqual({ prepMinutes: 20, cookMinutes: 120 });
    expect(shownTimes(page('<p>Prep time: quick</p><p>Cooking time</p><p>Serves 4</p>'))).toEqual({});
  });

  it('reads a bare word label beside its value or before a colon, but not a step that starts with the word', () => {
    const $ = page(
      '<div><span>Préparation</span><span>20 min</span></div><div><span>Cuisson</span><span>45 min</span></div>',
    );
    expect(shownTimes($)).toEqual({ prepMinutes: 20, cookMinutes: 45 });
    expect(shownTimes(page('<p>Prep: 10 mins</p><p>Cook: 1 hour</p>'))).toEqual({ prepMinutes: 10, cookMinutes: 60 });
    expect(shownTimes(page('<ol><li>Cook 10 minutes.</li><li>Preparation 5 mins</li></ol>'))).toEqual({});
  });

  it('reads a noun label with its value right after it, but not a verb that starts a step', () => {
    expect(shownTimes(page('<p>Préparation 15 min</p><p>Cuisson 1h10</p>'))).toEqual({
      prepMinutes: 15,
      cookMinutes: 70,
    });
    expect(shownTimes(page('<ol><li>Cook 10 minutes</li><li>Cuisson 20 minutes</li></ol>'))).toEqual({});
  });

  it('reads "Prep in" and "Cooks in" before their value, but not a step that cooks in something', () => {
    expect(
      shownTimes(page('<span>PREP IN <span>10 MIN</span></span><span>COOKS IN <span>30 MIN</span></span>')),
    ).toEqual({ prepMinutes: 10, cookMinutes: 30 });
    expect(shownTimes(page('<ol><li>Cook in 2 batches.</li><li>Cook in a wide pan for 10 minutes.</li></ol>'))).toEqual(
      {},
    );
  });

  it('reads the duration a value starts with after a label that says it is a time', () => {
    expect(shownTimes(page('<p><b>Cook time:</b> 8 hours on low or 4 hours on high</p>'))).toEqual({
      cookMinutes: 480,
    });
  });

  it('reads bare word labels among facts that bars set apart, and a bar between a label and its value', () => {
    expect(shownTimes(page('<p><em>Serves 2-4 | Prep 10 min | Cook 25 min | Whole30 compliant</em></p>'))).toEqual({
      prepMinutes: 10,
      cookMinutes: 25,
    });
    expect(shownTimes(page('<h3><b>Prep time |</b> 15 minutes<br><b>Cooking time |</b> 20 minutes</h3>'))).toEqual({
      prepMinutes: 15,
      cookMinutes: 20,
    });
  });

  it('reads the cell under a heading cell of a table', () => {
    const $ = page(`<table><tr><th>Prep time</th><th>Cook time</th><th>Yields</th></tr>
      <tr><td>15 minutes</td><td>40 minutes</td><td>4 servings</td></tr></table>`);
    expect(shownTimes($)).toEqual({ prepMinutes: 15, cookMinutes: 40 });
  });

  it('reads a label set under its value ("En cuisine" under "50 min", as the time spent in the kitchen)', () => {
    expect(shownTimes(page('<div><p>50 min</p><p>En cuisine</p></div><div><p>1h50</p><p>Total</p></div>'))).toEqual({
      prepMinutes: 50,
    });
    expect(
      shownTimes(page('<div><b>15 mins</b><span>Prep</span></div><div><b>1 hr</b><span>Cook</span></div>')),
    ).toEqual({ prepMinutes: 15, cookMinutes: 60 });
  });
});

describe('times the data writes in seconds or hours alone', () => {
  const recipe = (prepTime: string, shown: string) =>
    readRecipePage(
      recipePage(
        {
          '@type': 'Recipe',
          name: 'Fruit salad',
          recipeIngredient: ['2 apples'],
          recipeInstructions: ['Cut the apples.'],
          prepTime,
        },
        `<p>Prep Time: ${shown}</p>`,
      ),
    );

  it('are minutes when the page shows the same number in minutes', () => {
    expect(recipe('PT45S', '45 minutes')?.prepMinutes).toBe(45);
  });

  it('stay seconds when the page shows another time', () => {
    expect(recipe('PT45S', '5 minutes')?.prepMinutes).toBe(1);
  });

  it('are minutes when written as hours and the page shows that number in minutes', () => {
    expect(recipe('PT10H', '10 mins')?.prepMinutes).toBe(10);
    expect(recipe('PT10H', '10 hours')?.prepMinutes).toBe(600);
    expect(recipe('PT2H', '20 mins')?.prepMinutes).toBe(120);
  });
});

describe('a label that ends in words of its own', () => {
  it('reads the time beside it, and the data keeps its cooking time', () => {
    const html = recipePage(
      {
        '@type': 'Recipe',
        name: 'Banana cake',
        recipeIngredient: ['2 bananas'],
        recipeInstructions: ['Bake.'],
        cookTime: '1 hour 10 minutes',
      },
      `<ul><li><div>Active time plus cooling</div><div>20 minutes active, plus cooling</div>
      </li></ul>`,
    );
    expect(readRecipePage(html)).toMatchObject({ prepMinutes: 20, cookMinutes: 70 });
  });
});
