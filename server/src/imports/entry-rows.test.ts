import { readRecipePage } from './read-page';

const page = (body: string) =>
  `<html><head><title>Dumplings</title></head><body><h1>Dumplings</h1>${body}
  <h2>Method</h2><ol><li>Knead the dough.</li><li>Boil the dumplings.</li></ol></body></html>`;

describe('ingredients laid out as repeated rows under their heading, without a list', () => {
  it('reads each row as a line, its amount and name apart, with the headings between rows as group names', () => {
    const found = readRecipePage(
      page(`<div class="side"><h2>Ingredients</h2><h3>Dumplings</h3>
        <div class="item"><div class="amount">250 g</div><div class="name">cottage cheese</div></div>
        <div class="item"><div class="amount">1</div><div class="name">egg</div></div>
        <h3>Sauce</h3>
        <div class="row"><span class="amount">200 ml</span><span class="name">cream</span></div>
        <div class="row"><span class="amount">50 g</span><span class="name">parmesan</span><span class="hidden">(optional)</span></div>
      </div>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: 'Dumplings', items: ['250 g cottage cheese', '1 egg'] },
      { name: 'Sauce', items: ['200 ml cream', '50 g parmesan'] },
    ]);
  });

  it('does not read a block that stands alone, or a row of links, as ingredient lines', () => {
    expect(
      readRecipePage(
        page(`<div><h2>Ingredients</h2><div class="intro">Fresh from the market</div>
          <div class="tab"><a href="/metric">Metric</a></div><div class="tab"><a href="/us">US cups</a></div></div>`),
      ),
    ).toBeUndefined();
  });

  it('reads a table of ingredients a row a line, its cells side by side', () => {
    const found = readRecipePage(
      page(`<section class="recipe-parts"><h2>Ingredients</h2><div class="holder"><div><table>
        <tr><td> 150ml </td><td> red wine </td></tr>
        <tr><td>3</td><td>sprigs of thyme, leaves picked</td></tr>
        <tr><td></td><td>Salt and ground black pepper</td></tr>
      </table></div></div></section>`),
    );
    expect(found?.ingredientGroups).toEqual([
      { name: '', items: ['150ml red wine', '3 sprigs of thyme, leaves picked', 'Salt and ground black pepper'] },
    ]);
  });
});
