import { tagsThatFit } from './tags-that-fit';

describe('tagsThatFit', () => {
  it('keeps every tag when they all fit on the row', () => {
    expect(tagsThatFit([40, 40, 40], 128, 4, 30)).toBe(3);
    expect(tagsThatFit([], 100, 4, 30)).toBe(0);
  });

  it('keeps as many as fit beside the "+N" that stands for the rest', () => {
    // 40 + 4 + 40 + 4 + 30 = 118 fits in 120; a third tag would not.
    expect(tagsThatFit([40, 40, 40, 40], 120, 4, 30)).toBe(2);
  });

  it('drops a tag that would fit alone when the "+N" then has no room', () => {
    // Three tags (128) overflow 127; two tags and the "+N" (40 + 4 + 40 + 4 + 40 = 128) do too: one tag and "+N".
    expect(tagsThatFit([40, 40, 40], 127, 4, 40)).toBe(1);
  });

  it('shows only the "+N" when not even one tag fits beside it, and allows half a pixel of rounding', () => {
    expect(tagsThatFit([200, 40], 100, 4, 30)).toBe(0);
    expect(tagsThatFit([50.4, 50.4], 104.5, 4, 30)).toBe(2);
  });
});
