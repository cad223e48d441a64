import { readRecipePage } from '../read-page';
import { recipePage } from '../testing/recipe-page';

/** A page whose structured data holds the whole article as its instructions, one line a paragraph or heading. */
const pageWith = (article: string[], body: string) =>
  recipePage(
    {
      name: 'Plum jam',
      recipeIngredient: ['1 kilo plums', '500 g jam sugar'],
      recipeInstructions: article.join('\n'),
    },
    `<article>${body}</article>`,
  );

const INTRO = 'Making jam yourself reminds us of the old days, and this one is bright pink.';
const WASH = 'Wash the plums well and stone them. Cut them into quarters.';
const BOIL = 'Bring the plums and the sugar to the boil and cook them for 10 minutes.';
const JAR = 'Ladle the boiling jam into the jars and close them at once.';

describe('structured data that gives the whole article as its instructions', () => {
  it("reads the steps from the page's numbered list, not the article's paragraphs, headings and links", () => {
    const article = [INTRO, 'Why jam sugar', 'Jam sugar holds pectin, so the jam sets fast.', 'How to make it'];
    const body =
      `<p>${INTRO}</p><h2>Why jam sugar</h2><p>Jam sugar holds pectin, so the jam sets fast.</p>` +
      '<h2>How to make it</h2><ol><li>Wash the <strong>plums</strong> well and stone them. Cut them into quarters.' +
      `</li><li>${BOIL}</li><li>${JAR}</li></ol>` +
      '<h2>More jams</h2><ul><li><a href="/strawberry">Strawberry jam</a></li></ul>';
    const data = [...article, WASH, BOIL, JAR, 'More jams', 'Strawberry jam'];
    expect(readRecipePage(pageWith(data, body))?.stepSections).toEqual([{ name: '', items: [WASH, BOIL, JAR] }]);
  });

  it('reads several lists of one block as sections named by the headings over them, short closing steps too', () => {
    const body =
      `<p>${INTRO}</p><h2>The recipe</h2><h3>A day ahead</h3><ol><li>${WASH}</li><li>${BOIL}</li></ol>` +
      `<h3>On the day:</h3><ol><li>${JAR}</li><li>Store them.</li></ol>`;
    const data = [INTRO, 'The recipe', 'A day ahead', WASH, BOIL, 'On the day:', JAR, 'Store them.'];
    expect(readRecipePage(pageWith(data, body))?.stepSections).toEqual([
      { name: 'A day ahead', items: [WASH, BOIL] },
      { name: 'On the day', items: [JAR, 'Store them.'] },
    ]);
  });

  it('takes no numbered list of links to other recipes beside the steps for a part of them', () => {
    const more = ['A lighter strawberry jam with fresh mint', 'Kaya toast with a coconut jam and pandan'];
    const body =
      `<p>${INTRO}</p><h2>How to make it</h2><ol><li>${WASH}</li><li>${BOIL}</li><li>${JAR}</li></ol>` +
      `<h2>More jams</h2><ol>${more.map((title) => `<li><a href="/jam">${title}</a></li>`).join('')}</ol>`;
    const data = [INTRO, 'How to make it', WASH, BOIL, JAR, 'More jams', ...more];
    expect(readRecipePage(pageWith(data, body))?.stepSections).toEqual([{ name: '', items: [WASH, BOIL, JAR] }]);
  });

  it("keeps the data's steps when they hold none of the page's headings (a list of tips beside the steps)", () => {
    const body =
      `<h2>Method</h2><p>${WASH}</p><p>${BOIL}</p><p>${JAR}</p>` +
      `<h2>Tips</h2><ol><li>${BOIL}</li><li>${JAR}</li></ol>`;
    expect(readRecipePage(pageWith([WASH, BOIL, JAR], body))?.stepSections).toEqual([
      { name: '', items: [WASH, BOIL, JAR] },
    ]);
  });
});
