import { copiedPageOf } from './copied-page';

describe('copiedPageOf', () => {
  it('takes the markup of a copied page or article, which has a main heading', () => {
    const page = '<meta charset="utf-8"><nav><a>Skip to content</a></nav><h1>Garlic Bread</h1><ul><li>1 loaf</li></ul>';
    expect(copiedPageOf(page)).toBe(page);
    expect(copiedPageOf('<H1 class="title">Soup</H1>')).not.toBeNull();
  });

  it('leaves a card copied alone, plain text, and markup too large to send to the text', () => {
    expect(copiedPageOf('<div class="card"><h2>Garlic Bread</h2><ul><li>1 loaf</li></ul></div>')).toBeNull();
    expect(copiedPageOf('')).toBeNull();
    expect(copiedPageOf(`<h1>Soup</h1>${'<p>x</p>'.repeat(700_000)}`)).toBeNull();
    // Under the limit in characters, over it as sent: escaped quotes and letters of three bytes each.
    expect(copiedPageOf(`<h1>湯</h1>${'<p class="a">湯湯湯湯湯湯湯湯</p>'.repeat(130_000)}`)).toBeNull();
  });
});
