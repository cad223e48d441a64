import { readRecipePage } from '../read-page';

const row = (index: number, lines: string[], steps: string) =>
  `<div class="wp-block-columns layout-${index}"><div class="wp-block-column">` +
  `<p class="rp"><em>${lines.map((line) => `• ${line}`).join('<br>')}</em></p></div>` +
  `<div class="wp-block-column">${steps}</div></div>`;

const page = (body: string) =>
  readRecipePage(`<html><body><h1>Piccata</h1><div class="entry">${body}</div></body></html>`, 'https://example.com/p');

describe('a recipe laid out in rows: bulleted ingredient lines beside their steps', () => {
  it("reads the rows' lines as the ingredients, the paragraphs beside them as steps, without drop-cap numbers", () => {
    const found = page(
      '<p>Ob das Schnitzel original italienisch ist, bleibt dahingestellt.</p>' +
        row(1, ['15 g Parmesan', '1 Ei'], '<p><mark>1</mark>Parmesan fein reiben.<br>Mit dem Ei mischen.</p>') +
        '<figure><img src="/a.jpg"></figure><p></p>' +
        row(2, ['1 EL Butter'], '<p><mark>2</mark>Die Schnitzel ausbacken.</p><p>Warm stellen.</p>') +
        '<p>Dass Piccata auch mit Gurken schmeckt, ist hier ersichtlich.</p>',
    );
    expect(found?.ingredientGroups).toEqual([{ name: '', items: ['15 g Parmesan', '1 Ei', '1 EL Butter'] }]);
    expect(found?.stepSections).toEqual([
      {
        name: '',
        items: ['Parmesan fein reiben.', 'Mit dem Ei mischen.', 'Die Schnitzel ausbacken.', 'Warm stellen.'],
      },
    ]);
  });

  it("names the recipe by the heading before its ingredient lines, not by the site's heading above it", () => {
    const found = readRecipePage(
      `<html><body><header><h1 class="site-title">FEL!X KITCHEN</h1></header><article><h1>Piccata</h1>` +
        row(1, ['15 g Parmesan', '1 Ei'], '<p>Parmesan reiben.</p>') +
        row(2, ['1 EL Butter'], '<p>Ausbacken.</p>') +
        '</article></body></html>',
      'https://example.com/p',
    );
    expect(found?.name).toBe('Piccata');
  });

  it('takes one row of a bulleted note beside a paragraph for no recipe', () => {
    expect(page(row(1, ['Tipp: mit Zitrone'], '<p>Dazu passt Risotto.</p>'))).toBeUndefined();
  });
});
