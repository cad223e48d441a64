import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRecipe, fakeNetworkPerTest } from '@simple-recipes/shared-api/testing';
import { renderRecipePage } from '../test/render-recipe-page';
import { CookMode } from './cook-mode';

const api = fakeNetworkPerTest();
const recipe = makeRecipe(); // steps: Bake (3 steps, the third "Bake for 45 minutes."), Drizzle (2 steps)

const cookMode = () => screen.getByRole('dialog', { name: 'Cooking: Lemon Drizzle Cake' });
const where = () => within(cookMode()).getByRole('heading', { level: 3 });

beforeEach(() => {
  window.localStorage.clear();
  api().on('GET', `/api/recipes/${recipe.stub}`, { status: 200, body: recipe });
});

describe('from the recipe page', () => {
  it('opens on "Start cooking", goes through the steps by button and arrow keys, and leaves', async () => {
    const user = userEvent.setup();
    renderRecipePage({ stub: recipe.stub });
    const start = await screen.findByRole('button', { name: 'Start cooking' });
    await user.click(start);

    expect(await screen.findByRole('dialog', { name: 'Cooking: Lemon Drizzle Cake' })).toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('?cook=1');
    expect(where()).toHaveTextContent('Step 1 of 5Bake');
    expect(where()).toHaveFocus();
    expect(within(cookMode()).getByText('Heat the oven to 180 °C.')).toBeInTheDocument();

    await user.click(within(cookMode()).getByRole('button', { name: 'Next' }));
    expect(where()).toHaveTextContent('Step 2 of 5');
    expect(within(cookMode()).getByText('Beat everything together.')).toBeInTheDocument();
    expect(within(cookMode()).queryByText('Heat the oven to 180 °C.')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(where()).toHaveTextContent('Step 4 of 5Drizzle');
    await user.keyboard('{ArrowLeft}');
    expect(where()).toHaveTextContent('Step 3 of 5');

    await user.click(within(cookMode()).getByRole('button', { name: 'Leave cooking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location-search')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Start cooking' })).toHaveFocus();
  });

  it('keeps the ticks and the step after a reload, until they are cleared', async () => {
    const user = userEvent.setup();
    const first = renderRecipePage({ stub: recipe.stub, search: '?cook=1' });
    await screen.findByRole('dialog');
    await user.click(within(cookMode()).getByRole('checkbox', { name: /Butter/ }));
    await user.click(within(cookMode()).getByRole('button', { name: 'Next' }));
    await user.click(within(cookMode()).getByRole('checkbox', { name: 'Step 2 done' }));
    first.unmount();

    renderRecipePage({ stub: recipe.stub, search: '?cook=1' });
    await screen.findByRole('dialog');
    expect(where()).toHaveTextContent('Step 2 of 5');
    expect(within(cookMode()).getByRole('checkbox', { name: /Butter/ })).toBeChecked();
    expect(within(cookMode()).getByRole('checkbox', { name: /Self-raising flour/ })).not.toBeChecked();
    expect(within(cookMode()).getByRole('checkbox', { name: 'Step 2 done' })).toBeChecked();
    expect(within(cookMode()).getByText('(1 of 3 ticked)')).toBeInTheDocument();

    await user.click(within(cookMode()).getByRole('button', { name: 'Clear ticks' }));
    expect(where()).toHaveTextContent('Step 1 of 5');
    expect(within(cookMode()).getByRole('checkbox', { name: /Butter/ })).not.toBeChecked();
  });

  it('shows a whole section at a time when asked, and lists the ingredients for the servings chosen', async () => {
    const user = userEvent.setup();
    renderRecipePage({ stub: recipe.stub, search: '?servings=16&cook=1' });
    await screen.findByRole('dialog');
    expect(
      within(cookMode()).getByRole('checkbox', { name: /^Butter \(\s*450 g \(scaled from 225 g\)/ }),
    ).toBeInTheDocument();

    await user.click(within(cookMode()).getByRole('button', { name: 'Whole section' }));
    expect(within(cookMode()).getByRole('button', { name: 'Whole section' })).toHaveAttribute('aria-pressed', 'true');
    expect(where()).toHaveTextContent('Section 1 of 2Bake');
    expect(within(cookMode()).getAllByRole('checkbox', { name: /^Step \d done$/ })).toHaveLength(3);
    await user.click(within(cookMode()).getByRole('button', { name: 'Next' }));
    expect(where()).toHaveTextContent('Section 2 of 2Drizzle');
    expect(within(cookMode()).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('names no servings for a recipe without a serving count, and a ?servings= scales nothing', async () => {
    api().on('GET', `/api/recipes/${recipe.stub}`, { status: 200, body: { ...recipe, serving_count: 0 } });
    renderRecipePage({ stub: recipe.stub, search: '?servings=16&cook=1' });
    await screen.findByRole('dialog');
    expect(within(cookMode()).getByText(/^Ingredients/, { selector: 'summary' })).toHaveTextContent(
      /^Ingredients \(0 of \d+ ticked\)$/,
    );
    expect(within(cookMode()).getByRole('checkbox', { name: /^Butter \(\s*225 g\s*\)/ })).toBeInTheDocument();
  });

  it('lists an ingredient whose amount is a dash without one', async () => {
    const [cake, drizzle] = recipe.ingredients_sections;
    const salt = { id: 999, ingredient: 'Salt to taste', amount: '—', notes: '' };
    api().on('GET', `/api/recipes/${recipe.stub}`, {
      status: 200,
      body: { ...recipe, ingredients_sections: [{ ...cake!, ingredients: [...cake!.ingredients, salt] }, drizzle!] },
    });
    renderRecipePage({ stub: recipe.stub, search: '?cook=1' });
    await screen.findByRole('dialog');
    expect(within(cookMode()).getByRole('checkbox', { name: 'Salt to taste' })).toBeInTheDocument();
  });

  it('turns the page on a sideways swipe, not on a scroll', async () => {
    // jsdom has no PointerEvent; a MouseEvent carries the same coordinates.
    if (typeof window.PointerEvent === 'undefined')
      Object.assign(window, { PointerEvent: class extends MouseEvent {} });
    renderRecipePage({ stub: recipe.stub, search: '?cook=1' });
    await screen.findByRole('dialog');
    const stage = where().parentElement!;
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 100, clientY: 210 });
    expect(where()).toHaveTextContent('Step 2 of 5');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stage, { clientX: 180, clientY: 400 });
    expect(where()).toHaveTextContent('Step 2 of 5');
    fireEvent.pointerDown(stage, { clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { clientX: 300, clientY: 200 });
    expect(where()).toHaveTextContent('Step 1 of 5');
  });
});

describe('timers', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('offers one for a duration in a step, counts down across step changes and reloads, and says when it ends', async () => {
    const vibrate = jest.fn();
    Object.assign(navigator, { vibrate });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const props = { recipe, factor: 1, servings: 8, onLeave: () => {} };
    const first = render(<CookMode {...props} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const offer = screen.getByRole('group', { name: 'Timer for “45 minutes”' });
    expect(within(offer).getByText('45:00')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: /^More time/ }));
    await user.click(within(offer).getByRole('button', { name: 'Start timer for 46 minutes' }));
    // Started, the offer says its timer runs, so a second tap is not a second timer by mistake.
    expect(within(offer).getByText('Timer started')).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Start another for 46 minutes' })).toBeInTheDocument();

    const timers = screen.getByRole('region', { name: 'Timers' });
    act(() => jest.advanceTimersByTime(60_000));
    expect(within(timers).getByRole('timer')).toHaveTextContent('45:00');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    act(() => jest.advanceTimersByTime(15 * 60_000));
    expect(within(timers).getByRole('timer')).toHaveTextContent('30:00');
    first.unmount();

    // Reloaded 10 minutes later: the same timer, by its stored end time.
    act(() => jest.advanceTimersByTime(10 * 60_000));
    render(<CookMode {...props} />);
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 minutes left');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    act(() => jest.advanceTimersByTime(20 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Time is up: Step 3: 45 minutes');
    expect(screen.getByRole('timer')).toHaveTextContent('Done');
    expect(vibrate).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Dismiss Step 3: 45 minutes' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('go on counting on the recipe page after cook mode is left, and still say when they end', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRecipePage({ stub: recipe.stub, search: '?cook=1' });
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Start timer for 45 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Leave cooking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const timer = await screen.findByRole('timer');
    act(() => jest.advanceTimersByTime(30 * 60_000));
    expect(timer).toHaveTextContent('15:00');
    act(() => jest.advanceTimersByTime(15 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Time is up: Step 3: 45 minutes');
    await user.click(screen.getByRole('button', { name: 'Dismiss Step 3: 45 minutes' }));
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
  });

  it('runs several at once, each paused and resumed on its own', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const twoTimers = makeRecipe({
      recipe_sections: [
        {
          id: 1,
          name: 'Sauce',
          type: 'recipes',
          steps: [{ id: 2, step: 'Fry 2–3 minutes, then simmer for 10 minutes.', notes: '' }],
        },
      ],
    });
    render(<CookMode recipe={twoTimers} factor={1} servings={8} onLeave={() => {}} />);
    expect(screen.getByRole('group', { name: 'Timer for “2–3 minutes”' })).toHaveTextContent('3:00');
    await user.click(screen.getByRole('button', { name: 'Start timer for 3 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Start timer for 10 minutes' }));
    await user.click(screen.getByRole('button', { name: 'Pause Step 1: 10 minutes' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['2:00', '10:00 (paused)']);
    await user.click(screen.getByRole('button', { name: 'Resume Step 1: 10 minutes' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('timer').map((timer) => timer.textContent)).toEqual(['1:00', '9:00']);
  });
});

describe('keeping the screen on', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'wakeLock');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'wakeLock', original);
    else delete (navigator as { wakeLock?: unknown }).wakeLock;
  });

  function stubWakeLock() {
    const sentinels: { released: boolean; release: jest.Mock; fire(): void }[] = [];
    const request = jest.fn(async () => {
      const listeners: (() => void)[] = [];
      const sentinel = {
        released: false,
        release: jest.fn(async () => {
          sentinel.released = true;
        }),
        addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
        fire() {
          sentinel.released = true;
          listeners.forEach((listener) => listener());
        },
      };
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    return { request, sentinels };
  }

  it('takes the wake lock, takes it again when the page is visible again, and releases it on leaving', async () => {
    const { request, sentinels } = stubWakeLock();
    const view = render(<CookMode recipe={recipe} factor={1} servings={8} onLeave={() => {}} />);
    await act(async () => {});
    expect(request).toHaveBeenCalledWith('screen');

    // The browser drops the lock when the tab is hidden; coming back takes a new one.
    act(() => sentinels[0]!.fire());
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(request).toHaveBeenCalledTimes(2);

    view.unmount();
    expect(sentinels[1]!.release).toHaveBeenCalled();
  });

  it('says so when the browser refuses the lock (e.g. battery saver), and cook mode goes on', async () => {
    const request = jest.fn(async () => {
      throw new DOMException('Battery saver is on.', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    render(<CookMode recipe={recipe} factor={1} servings={8} onLeave={() => {}} />);
    expect(
      await screen.findByText('The screen could not be kept on (battery saver?), so it may dim while you cook.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Step 1 of 5');
  });

  it('says once, quietly, when the browser cannot keep the screen on', () => {
    delete (navigator as { wakeLock?: unknown }).wakeLock;
    const first = render(<CookMode recipe={recipe} factor={1} servings={8} onLeave={() => {}} />);
    expect(
      screen.getByText('This browser cannot keep the screen on, so it may dim while you cook.'),
    ).toBeInTheDocument();
    first.unmount();
    render(<CookMode recipe={recipe} factor={1} servings={8} onLeave={() => {}} />);
    expect(screen.queryByText(/cannot keep the screen on/)).not.toBeInTheDocument();
  });
});
