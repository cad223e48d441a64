import { load } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { nestedDeeperThan } from './markup-depth';
import { readRecipePage } from '../read-page';
import { plainText } from '../text';

const nested = (depth: number) => `${'<div>'.repeat(depth)}<p>1 cup flour</p>${'</div>'.repeat(depth)}`;

describe('markup nested too deeply', () => {
  it('is told from a page of ordinary depth', () => {
    const root = (html: string) => load(html).root().get(0) as AnyNode;
    expect(nestedDeeperThan(root(nested(20)), 256)).toBe(false);
    expect(nestedDeeperThan(root(nested(300)), 256)).toBe(true);
  });

  it('makes the page refused with a sentence instead of overflowing the stack', () => {
    const page = `<html><body><h1>Cake</h1><h2>Ingredients</h2>${nested(20_000)}<h2>Method</h2><p>Bake.</p></body></html>`;
    expect(() => readRecipePage(page)).toThrow('This page nests its markup too deeply to be read as a recipe.');
  });

  it('in a text of the data is read as its words', () => {
    expect(plainText(nested(20_000))).toBe('1 cup flour');
  });
});
