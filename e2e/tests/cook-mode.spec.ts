// The recipe page in the kitchen (issue 15): servings scaled through the control and through `?servings=`, cook
// mode's step navigation, ticks kept after a reload, a timer that ends (the clock faked) and the screen wake lock
// taken again after the page was hidden (the API stubbed: headless Chromium cannot hold a real one).
import type { Page } from '@playwright/test';
import { addRecipeByApi } from '../support/add-recipe';
import { expect, loginAsEditor, test } from '../support/fixtures';

/** A recipe for 4 with amounts of every shape and steps that name durations; created through the API. */
async function createRecipe(page: Page): Promise<{ stub: string; name: string }> {
  await loginAsEditor(page);
  const name = `Kitchen Stew ${Date.now()}`;
  const stub = await addRecipeByApi(page, {
    name,
    serving_count: 4,
    prep_time: 10,
    cooking_time: 40,
    ingredients: [
      {
        name: 'Stew',
        items: [
          { ingredient: 'Flour', amount: '1 1/2 cups' },
          { ingredient: 'Salt', amount: '½ tsp' },
          { ingredient: 'Beef', amount: '1.5 kg', notes: 'diced' },
          { ingredient: 'Garlic', amount: '2-3 cloves' },
          { ingredient: 'Tomatoes', amount: '1 (14 oz) can' },
          { ingredient: 'Pepper', amount: 'a pinch' },
        ],
      },
    ],
    steps: [
      { name: 'Brown', items: [{ step: 'Toss the beef in the flour.' }, { step: 'Brown it in batches.' }] },
      { name: 'Simmer', items: [{ step: 'Add the rest and simmer for 10 minutes.' }] },
    ],
  });
  await page.context().clearCookies(); // from here on, a visitor
  return { stub, name };
}

const DOUBLED = [
  'Flour (3 cups (scaled from 1 1/2 cups))',
  'Salt (1 tsp (scaled from ½ tsp))',
  'Beef (3 kg (scaled from 1.5 kg))diced',
  'Garlic (4-6 cloves (scaled from 2-3 cloves))',
  'Tomatoes (2 (14 oz) can (scaled from 1 (14 oz) can))',
  'Pepper (a pinch)',
];

const ingredients = (page: Page) => page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
const cookMode = (page: Page, name: string) => page.getByRole('dialog', { name: `Cooking: ${name}` });

test('servings × 2 through the control and through ?servings=, on screen and on paper; the JSON-LD stays as stored', async ({
  page,
}) => {
  const { stub } = await createRecipe(page);
  await page.goto(`/${stub}`);
  const servings = page.getByRole('textbox', { name: 'Servings' });
  await expect(servings).toHaveValue('4');
  for (let click = 0; click < 4; click += 1) await page.getByRole('button', { name: 'More servings' }).click();

  await expect(servings).toHaveValue('8');
  await expect(page).toHaveURL(new RegExp(`/${stub}\\?servings=8$`));
  await expect(ingredients(page)).toHaveText(DOUBLED);

  // The shared link opens scaled.
  await page.goto(`/${stub}?servings=8`);
  await expect(ingredients(page)).toHaveText(DOUBLED);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
  expect(data.recipeYield).toBe('4');
  expect(data.recipeIngredient).toContain('1 1/2 cups Flour');

  // On paper: the number, not the control.
  await page.emulateMedia({ media: 'print' });
  await expect(servings).toBeHidden();
  await expect(page.getByText('(recipe for 4)')).toBeVisible();
  // The header keeps the site's name, not its links and buttons.
  await expect(page.getByRole('link', { name: 'Simple Recipes For Everyone' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset to 4' }).click();
  await expect(page).toHaveURL(new RegExp(`/${stub}$`));
  await expect(ingredients(page).first()).toHaveText('Flour (1 1/2 cups)');
});

test('cook mode: steps by button, arrow key and section; ticks and place kept after a reload; Leave', async ({
  page,
}) => {
  const { stub, name } = await createRecipe(page);
  const cookChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/cook-mode\.[^/]*\.js$/.test(request.url())) cookChunks.push(request.url());
  });
  await page.goto(`/${stub}?servings=8`);
  const start = page.getByRole('button', { name: 'Start cooking' });
  await expect(start).toBeVisible();
  expect(cookChunks, 'cook mode is not part of the first load').toEqual([]);
  await start.click();

  const cook = cookMode(page, name);
  await expect(cook).toBeVisible();
  const where = cook.getByRole('heading', { level: 3 });
  await expect(where).toHaveText('Step 1 of 3Brown');
  await expect(cook.getByText('Toss the beef in the flour.')).toBeVisible();
  // The ingredients are those of the servings chosen.
  await expect(cook.getByRole('checkbox', { name: /^Flour \(\s*3 cups/ })).toBeVisible();

  await cook.getByRole('button', { name: 'Next' }).click();
  await expect(where).toHaveText('Step 2 of 3Brown');
  await page.keyboard.press('ArrowRight');
  await expect(where).toHaveText('Step 3 of 3Simmer');
  await page.keyboard.press('ArrowLeft');
  await expect(where).toHaveText('Step 2 of 3Brown');

  await cook.getByRole('checkbox', { name: /^Beef/ }).check();
  await cook.getByRole('checkbox', { name: 'Step 2 done' }).check();
  await page.reload();
  await expect(cook).toBeVisible();
  await expect(where).toHaveText('Step 2 of 3Brown');
  await expect(cook.getByRole('checkbox', { name: /^Beef/ })).toBeChecked();
  await expect(cook.getByRole('checkbox', { name: /^Salt/ })).not.toBeChecked();
  await expect(cook.getByRole('checkbox', { name: 'Step 2 done' })).toBeChecked();

  await cook.getByRole('button', { name: 'Whole section' }).click();
  await expect(where).toHaveText('Section 1 of 2Brown');
  await expect(cook.getByRole('checkbox', { name: /^Step \d done$/ })).toHaveCount(2);
  await cook.getByRole('button', { name: 'Next' }).click();
  await expect(where).toHaveText('Section 2 of 2Simmer');

  await cook.getByRole('button', { name: 'Leave cooking' }).click();
  await expect(cook).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${stub}\\?servings=8$`));
  await expect(page.getByRole('button', { name: 'Start cooking' })).toBeFocused();
});

test('on a short screen the Back / Next bar reaches its foot: no step or ingredient shows through below it', async ({
  page,
}) => {
  const { stub, name } = await createRecipe(page);
  await page.setViewportSize({ width: 900, height: 420 });
  await page.goto(`/${stub}`);
  await page.getByRole('button', { name: 'Start cooking' }).click();
  const bar = cookMode(page, name).getByRole('navigation', { name: 'Steps' });
  await expect(bar).toBeVisible();
  // Over the ingredient list, which runs on below the screen, the last rows of pixels belong to the bar.
  const atFoot = await bar.evaluate((nav) => {
    const below = document.elementFromPoint(100, window.innerHeight - 3);
    return (nav.parentElement as HTMLElement).contains(below) ? 'bar' : (below?.textContent ?? '').trim().slice(0, 40);
  });
  expect(atFoot).toBe('bar');
});

test('a timer from a step keeps running through a reload and says when it ends', async ({ page }) => {
  const { stub, name } = await createRecipe(page);
  await page.clock.install({ time: new Date('2026-03-01T18:00:00Z') });
  await page.goto(`/${stub}`);
  await page.getByRole('button', { name: 'Start cooking' }).click();
  const cook = cookMode(page, name);
  await expect(cook.getByRole('heading', { level: 3 })).toHaveText('Step 1 of 3Brown');
  await page.clock.pauseAt(new Date('2026-03-01T18:01:00Z')); // from here on, time moves only when the test says
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');

  const offer = cook.getByRole('group', { name: 'Timer for “10 minutes”' });
  await expect(offer).toContainText('10:00');
  await offer.getByRole('button', { name: 'Start timer for 10 minutes' }).click();
  const timer = cook.getByRole('region', { name: 'Timers' }).getByRole('timer');
  await page.clock.fastForward('04:00');
  await expect(timer).toHaveText('6:00');

  await cook.getByRole('button', { name: 'Back' }).click();
  await page.reload();
  await page.clock.runFor('01:00'); // run, not jump: the reloaded page has to start first
  // A reload re-installs the fake clock, which may move it by a fraction of a second.
  await expect(timer).toHaveText(/^(4:59|5:00|5:01)$/);

  await page.clock.fastForward('05:02');
  await expect(cook.getByRole('alert')).toHaveText('Time is up: Step 3: 10 minutes');
  await expect(timer).toHaveText('Done');
  await cook.getByRole('button', { name: 'Dismiss Step 3: 10 minutes' }).click();
  await expect(timer).toHaveCount(0);
});

test('the screen is kept on in cook mode, again after the page was hidden, and let go on leaving', async ({ page }) => {
  // A wake lock that behaves like the browser's (dropped when the page is hidden) and a page visibility the test
  // can switch, counting what cook mode asks for.
  await page.addInitScript(() => {
    const record = { requests: 0, releases: 0, visibility: 'visible' as DocumentVisibilityState };
    let held: { released: boolean; release(): Promise<void>; listeners: (() => void)[] } | null = null;
    const drop = () => {
      if (!held || held.released) return;
      held.released = true;
      record.releases += 1;
      held.listeners.forEach((listener) => listener());
    };
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => record.visibility });
    Object.defineProperty(Document.prototype, 'hidden', {
      configurable: true,
      get: () => record.visibility === 'hidden',
    });
    Object.defineProperty(Navigator.prototype, 'wakeLock', {
      configurable: true,
      get: () => ({
        request: async () => {
          if (record.visibility !== 'visible') throw new DOMException('The page is not visible.', 'NotAllowedError');
          record.requests += 1;
          const sentinel = {
            released: false,
            type: 'screen',
            listeners: [] as (() => void)[],
            addEventListener: (_type: string, listener: () => void) => sentinel.listeners.push(listener),
            release: async () => drop(),
          };
          held = sentinel;
          return sentinel;
        },
      }),
    });
    Object.assign(window, {
      wakeLockRecord: record,
      setVisibility(state: DocumentVisibilityState) {
        record.visibility = state;
        if (state === 'hidden') drop();
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
  type Stubbed = { wakeLockRecord: { requests: number; releases: number }; setVisibility(state: string): void };
  const record = () => page.evaluate(() => ({ ...(window as unknown as Stubbed).wakeLockRecord }));

  const { stub, name } = await createRecipe(page);
  await page.goto(`/${stub}`);
  expect(await record()).toMatchObject({ requests: 0 }); // only cook mode keeps the screen on
  await page.getByRole('button', { name: 'Start cooking' }).click();
  await expect(cookMode(page, name)).toBeVisible();
  await expect.poll(record).toMatchObject({ requests: 1, releases: 0 });

  await page.evaluate(() => (window as unknown as Stubbed).setVisibility('hidden'));
  await expect.poll(record).toMatchObject({ requests: 1, releases: 1 });
  await page.evaluate(() => (window as unknown as Stubbed).setVisibility('visible'));
  await expect.poll(record).toMatchObject({ requests: 2, releases: 1 });
  await expect(page.getByText(/cannot keep the screen on/)).toHaveCount(0);

  await cookMode(page, name).getByRole('button', { name: 'Leave cooking' }).click();
  await expect.poll(record).toMatchObject({ requests: 2, releases: 2 });
});
