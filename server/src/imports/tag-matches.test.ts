import type { Tag } from '@simple-recipes/shared-api/types';
import { matchingTags } from './tag-matches';

const tag = (id: number, name: string, shorthand: string): Tag => ({ id, tag: name, shorthand });
const TAGS = [
  tag(1, 'Dessert', 'DES'),
  tag(2, 'Main Course', 'MAIN'),
  tag(3, 'Gluten-Free', 'GF'),
  tag(4, 'Soup', 'SOUP'),
  tag(5, 'Crème brûlée', 'CB'),
];
const names = (keywords: string[]) => matchingTags(keywords, TAGS).map((found) => found.tag);

describe('matchingTags', () => {
  it('matches a tag by its name or shorthand, case and accents aside', () => {
    expect(names(['dessert'])).toEqual(['Dessert']);
    expect(names(['gf'])).toEqual(['Gluten-Free']);
    expect(names(['CREME BRULEE'])).toEqual(['Crème brûlée']);
  });

  it('matches plurals and names written with other spaces or marks between their words', () => {
    expect(names(['Desserts', 'Soups'])).toEqual(['Dessert', 'Soup']);
    expect(names(['main courses'])).toEqual(['Main Course']);
    expect(names(['gluten free'])).toEqual(['Gluten-Free']);
    expect(names(['Glutenfree'])).toEqual(['Gluten-Free']);
  });

  it('matches the value of a keyword written with its label', () => {
    expect(names(['Category: Dessert', 'course:main course'])).toEqual(['Dessert', 'Main Course']);
  });

  it('makes up no tag and matches no part of a keyword', () => {
    expect(names(['chocolate dessert', 'souper', 'course', 'free'])).toEqual([]);
    expect(names([])).toEqual([]);
  });
});
