import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RecipeSummary, Tag } from '@simple-recipes/shared-api';
import { makeRecipe } from '../test/fixtures';
import { RecipeCard } from './recipe-card';

function renderCard(recipe: RecipeSummary) {
  return render(
    <MemoryRouter>
      <RecipeCard recipe={recipe} priority={false} listQuery="" />
    </MemoryRouter>,
  );
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('the facts', () => {
  it('show a serving count of 0 and two times of 0 as not given, not as "0" and "0:00"', () => {
    renderCard(makeRecipe(0, { serving_count: 0, prep_time: 0, cooking_time: 0 }));
    for (const label of ['Serves', 'Prep Time', 'Cooking Time']) {
      expect(fact(label)).toHaveTextContent(/^—Not given$/);
      expect(within(fact(label)).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('show a time of 0 beside another as 0:00 (a salad needs no cooking), with its ISO duration', () => {
    renderCard(makeRecipe(0, { serving_count: 2, prep_time: 10, cooking_time: 0 }));
    expect(fact('Serves')).toHaveTextContent(/^2$/);
    expect(fact('Prep Time')).toHaveTextContent(/^0:10$/);
    expect(within(fact('Cooking Time')).getByText('0:00')).toHaveAttribute('datetime', 'PT0M');
    expect(within(fact('Prep Time')).getByText('0:10')).toHaveAttribute('datetime', 'PT10M');
  });
});

describe('the tag row', () => {
  const TEN_TAGS: Tag[] = ['BRK', 'MAIN', 'SOUP', 'DES', 'BAKE', 'VEG', 'VGN', 'GF', 'QCK', 'HOT'].map(
    (shorthand, index) => ({ id: index + 1, tag: `Tag ${shorthand}`, shorthand }),
  );
  let rowWidth = 0;
  let resized: (() => void) | null = null;

  beforeEach(() => {
    // jsdom lays nothing out: a tag is 10 px a character it shows plus 20 px of padding, the row `rowWidth`, the
    // gap 4 px.
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const shown = this.querySelector('abbr, [aria-hidden="true"]')?.textContent ?? '';
      const width = this.tagName === 'UL' ? rowWidth : shown.length * 10 + 20;
      return { width, height: 24, top: 0, left: 0, right: width, bottom: 24, x: 0, y: 0, toJSON: () => ({}) };
    });
    const computed = window.getComputedStyle;
    jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((element) => Object.assign(computed(element), { columnGap: '4px' }));
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {
        resized = null;
      }
    } as unknown as typeof ResizeObserver;
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<typeof window>).ResizeObserver;
  });

  const row = () => screen.getByRole('list', { name: 'Tags' });
  const shownTags = () =>
    within(row())
      .queryAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows every tag when they fit, with no "+N"', () => {
    rowWidth = 300;
    renderCard(makeRecipe(0, { tags: TEN_TAGS.slice(0, 3) }));
    expect(shownTags()).toEqual(['BRK', 'MAIN', 'SOUP']);
  });

  it('counts the tags that do not fit in a last "+N", read as "and N more tags"', () => {
    // 50 + 4 + 60 + 4 + 60 + 4 + (“+10” probe) 50 = 232 ≤ 240; a fourth tag (50) would not fit beside the "+N".
    rowWidth = 240;
    renderCard(makeRecipe(0, { tags: TEN_TAGS }));
    expect(shownTags()).toEqual(['BRK', 'MAIN', 'SOUP', '+7and 7 more tags']);
    expect(within(row()).getByText('+7')).toHaveAttribute('aria-hidden', 'true');
    expect(within(row()).getByText('and 7 more tags')).toBeInTheDocument();
  });

  it('says "1 more tag" for one, and counts again when the card gets narrower or wider', () => {
    rowWidth = 300;
    renderCard(makeRecipe(0, { tags: TEN_TAGS.slice(0, 5) })); // 50 60 60 50 60 and gaps: 296 fits
    expect(shownTags()).toHaveLength(5);

    rowWidth = 280;
    act(() => resized?.());
    expect(shownTags()).toEqual(['BRK', 'MAIN', 'SOUP', 'DES', '+1and 1 more tag']);

    rowWidth = 120;
    act(() => resized?.());
    expect(shownTags()).toEqual(['BRK', '+4and 4 more tags']);

    rowWidth = 300;
    act(() => resized?.());
    expect(shownTags()).toHaveLength(5);
  });
});
