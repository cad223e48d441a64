import { readRecipePage } from '../read-page';

const page = (body: string) => `<html><head><title>Soup</title></head><body><h1>Soup</h1>${body}</body></html>`;
const ingredients = `<h2>Ingredients</h2><ul><li>1 onion</li><li>1 l stock</li></ul>`;

describe('steps laid out as numbered blocks', () => {
  it('are the text beside each number', () => {
    const found = readRecipePage(
      page(`${ingredients}<div class="a"><div class="b"><span>1</span><div>Chop the onion.</div></div>
        <div class="b"><span>2</span><div>Simmer in the stock.</div></div></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Chop the onion.', 'Simmer in the stock.'] }]);
  });

  it('are the paragraphs under "Step 1/2" headings, past pictures and the step\'s own lists and tools', () => {
    const found = readRecipePage(
      page(`${ingredients}<ul id="x"><li><h3>Step 1/2</h3><img src="/a.jpg"><ul><li>1 onion</li></ul>
        <ul><li>knife</li></ul><p>Chop the onion.</p></li><li><h3>Step 2/2</h3><p>Simmer in the stock.</p></li></ul>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Chop the onion.', 'Simmer in the stock.'] }]);
  });

  it('are the text after a label in the page\'s language ("Étape 1"), past a block without text between them', () => {
    const found = readRecipePage(
      page(`${ingredients}<div><div class="s"><div>Étape 1</div><div>Émincer l'oignon.</div></div><div class="ad"></div>
        <div class="s"><div>Étape 2</div><div>Mijoter.</div></div><p>Bon appétit</p></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ["Émincer l'oignon.", 'Mijoter.'] }]);
  });

  it('are not page numbers, nor a number that does not count from 1', () => {
    expect(
      readRecipePage(
        page(`${ingredients}<div><a href="?p=1">1</a><a href="?p=2">2</a></div>
          <div><div><b>2</b> Chop the onion.</div><div><b>3</b> Simmer.</div></div>`),
      ),
    ).toBeUndefined();
  });

  it('are the blocks after labels set in blocks of their own ("Schritt 01"), each label beside its step', () => {
    const found = readRecipePage(
      page(`${ingredients}<h2>Zubereitung</h2><div><div class="title">Schritt 01</div><div>Zwiebel hacken.</div>
        <div class="title">Schritt 02</div><div>In der Brühe kochen.</div><div class="title">Schritt 04</div>
        <div>Servieren.</div></div>`),
    );
    expect(found?.stepSections).toEqual([{ name: '', items: ['Zwiebel hacken.', 'In der Brühe kochen.'] }]);
  });
});
