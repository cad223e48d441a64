// XSS on the composed site (issue 7): recipe text full of markup and a `javascript:` source render as inert text
// — on the recipe page, in the catalog and in the editor — with no dialog, no injected element and no script run;
// the source is never a javascript: link. And the Content-Security-Policy blocks inline script of every kind.
import type { Page } from '@playwright/test';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, loginAsEditor, test } from '../support/fixtures';
import { REPO_ROOT } from '../support/paths';

const MARK = Date.now();
/** Each payload, if it ever ran, would set window.__xss. */
const TEXT = {
  name: `Pwned <img src=x onerror="window.__xss='name'"> "'><svg onload=window.__xss='svg'> </script><script>window.__xss='script'</script> ${MARK}`,
  section: `<style>body{display:none}</style><b onmouseover="window.__xss='section'">Sauce</b>`,
  ingredient: `<script>window.__xss='ingredient'</script>Tomatoes`,
  amount: `<img src=x onerror="window.__xss='amount'">2 kg`,
  notes: `<iframe src="javascript:top.__xss='iframe'"></iframe>ripe`,
  step: `<a href="javascript:window.__xss='step'">Stir</a> {{constructor.constructor('window.__xss=1')()}}`,
  stepNotes: `\${window.__xss='template'} <math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mxss'">`,
};
const JAVASCRIPT_SOURCE = "javascript:window.__xss='source'";

function parts(source: string) {
  return {
    recipe: JSON.stringify({ name: TEXT.name, serving_count: 2, prep_time: 5, cooking_time: 10, source, tags: [] }),
    ingredients: JSON.stringify([
      {
        name: TEXT.section,
        type: 'ingredients',
        ingredients: [{ ingredient: TEXT.ingredient, amount: TEXT.amount, notes: TEXT.notes }],
      },
    ]),
    steps: JSON.stringify([
      { name: TEXT.section, type: 'recipes', steps: [{ step: TEXT.step, notes: TEXT.stepNotes }] },
    ]),
  };
}

/**
 * Puts a `javascript:` source straight into the database — the API refuses one (checked below), but data from an
 * older version, an import or a hand-edited database could hold one, and the page must still render it inert.
 */
async function plantSource(dataDir: string, stub: string, source: string): Promise<void> {
  const serverRequire = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
  if (process.env.DATABASE_URL) {
    const pg = serverRequire('pg') as {
      Client: new (options: { connectionString: string }) => {
        connect(): Promise<void>;
        query(text: string, values: unknown[]): Promise<unknown>;
        end(): Promise<void>;
      };
    };
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query('update recipes set source = $1 where stub = $2', [source, stub]).finally(() => client.end());
    return;
  }
  const Database = serverRequire('better-sqlite3') as new (file: string) => {
    pragma(statement: string): unknown;
    prepare(sql: string): { run(...values: unknown[]): { changes: number } };
    close(): void;
  };
  const db = new Database(path.join(dataDir, 'recipes.db'));
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare('update recipes set source = ? where stub = ?').run(source, stub).changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Fails the test on any dialog (alert, confirm, prompt) the page opens. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  // None of the payloads became an element.
  await expect(
    page.locator('img[src="x"], svg[onload], iframe, [onerror], [onmouseover], main style, a[href^="javascript" i]'),
  ).toHaveCount(0);
}

let stub: string;

test.beforeAll(async ({ browser, site }) => {
  const page = await browser.newPage({ baseURL: site.baseURL });
  try {
    await loginAsEditor(page);
    // The API itself refuses a javascript: source.
    const refused = await page.request.post('/api/recipes', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: parts(JAVASCRIPT_SOURCE),
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).errors['recipe.source']).toBe('Source must be a valid URL');

    const created = await page.request.post('/api/recipes', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: parts('https://www.example.com/safe'),
    });
    expect(created.status(), await created.text()).toBe(201);
    stub = (await created.text()).trim();
    await plantSource(site.dataDir, stub, JAVASCRIPT_SOURCE);
    expect((await (await page.request.get(`/api/recipes/${stub}`)).json()).source).toBe(JAVASCRIPT_SOURCE);
  } finally {
    await page.close();
  }
});

test('markup in a recipe and a javascript: source render as inert text on the recipe page', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto(`/${stub}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.name);
  await expect(page).toHaveTitle(`${TEXT.name} – Simple Recipes For Everyone`);
  await expect(page.getByText(TEXT.ingredient, { exact: false })).toBeVisible();
  await expect(page.getByText(TEXT.step, { exact: false })).toBeVisible();
  await expect(page.getByText(TEXT.stepNotes)).toBeVisible();

  // The source is shown as text, and is no link at all.
  await expect(page.getByText(`Source: ${JAVASCRIPT_SOURCE}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Source/ })).toHaveCount(0);
  await page.getByText(`Source: ${JAVASCRIPT_SOURCE}`).click();
  await page.getByText(TEXT.step, { exact: false }).hover();

  // The structured data keeps the text as data: still one script element, whose JSON holds the name as sent.
  const jsonLd = page.locator('script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  expect(JSON.parse((await jsonLd.textContent()) ?? '').name).toBe(TEXT.name);

  await expectNothingRan(page);
  expect(dialogs).toEqual([]);
});

test('the same recipe is inert in the catalog and in the editor form', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto(`/?search=${encodeURIComponent(`pwned ${MARK}`)}`);
  // (A regular expression of this name trips Playwright's selector parser: match the card by its text instead.)
  await expect(page.getByRole('link').filter({ hasText: TEXT.name })).toHaveCount(1);
  await expectNothingRan(page);

  await loginAsEditor(page);
  await page.goto(`/${stub}/update`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(TEXT.name);
  await expect(page.getByRole('textbox', { name: 'Source', exact: true })).toHaveValue(JAVASCRIPT_SOURCE);
  await expectNothingRan(page);
  expect(dialogs).toEqual([]);
});

test('the Content-Security-Policy blocks inline script: script elements, event attributes and javascript: links', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/(^|;)\s*script-src 'self'(;|$)/);
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  await expect(page.getByRole('banner')).toBeVisible();

  const outcome = await page.evaluate(async () => {
    const state = window as unknown as Record<string, unknown>;
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    // An inline <script> element added at runtime (what an HTML injection would do).
    const script = document.createElement('script');
    script.textContent = "window.__inline = 'ran'";
    document.body.append(script);
    // An inline event handler attribute.
    const button = document.createElement('button');
    button.setAttribute('onclick', "window.__attribute = 'ran'");
    document.body.append(button);
    button.click();
    // A javascript: link.
    const link = document.createElement('a');
    link.href = "javascript:window.__link = 'ran'";
    document.body.append(link);
    link.click();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { inline: state.__inline, attribute: state.__attribute, link: state.__link, violations };
  });

  expect(outcome).toMatchObject({ inline: undefined, attribute: undefined, link: undefined });
  expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  expect(dialogs).toEqual([]);
});
