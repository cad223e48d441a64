import { slugify } from './stub-slug';

describe('slugify', () => {
  it.each([
    ['Lemon Drizzle Cake', 'lemon-drizzle-cake'],
    ['Crème Brûlée!', 'creme-brulee'],
    ['  --Pad Thai (Spicy)--  ', 'pad-thai-spicy'],
    ['Smørrebrød & Æbleskiver', 'smorrebrod-aebleskiver'],
    ['Straße', 'strasse'],
    ['Łódź Pierogi', 'lodz-pierogi'],
    ['ＦＵＬＬ width', 'full-width'],
    ['100% Rye', '100-rye'],
    ['', 'recipe'],
    ['!!!', 'recipe'],
    ['🍕🍕', 'recipe'],
  ])('%p → %p', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ['Борщ', 'borshch'],
    ['Σουβλάκι', 'soyvlaki'],
    ['番茄焗饭', 'fan-qie-ju-fan'],
    ['김치찌개', 'gimcijjigae'],
  ])('spells a name in another script in ASCII: %p → %p', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('keeps a slug to 200 characters, cut between words', () => {
    const slug = slugify('番茄'.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug).toMatch(/^(?:fan-qie-)+fan(?:-qie)?$/);
    expect(slugify('ผัดไทย'.repeat(40))).toHaveLength(200);
  });
});
