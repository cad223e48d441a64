// `npm run import:score`: imports every page of the real-page corpus (../shared/import-corpus, or --corpus PATH /
// IMPORT_CORPUS) through the importer the API uses, from the saved HTML, and prints the share that comes out right
// per field and overall (the rules of issue 14), and how many drafts the save would refuse as they are for a reason
// other than what the page lacks. The pages that miss are written to import-score-failures.json.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { validateDraftSync, valuesFromImport } from '@simple-recipes/shared-api/schema';
import { DEFAULT_STEP_SECTION } from '../src/imports/draft';
import { importDraftFromHtml } from '../src/imports/import-page';
import {
  comparable,
  expectedLines,
  expectedServings,
  FIELDS,
  unexplainedSaveErrors,
  type CorpusExpectation,
  type Field,
} from './import-score-rules';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  option('--corpus') ?? process.env.IMPORT_CORPUS ?? join(root, '../shared/import-corpus'),
);
const failuresPath = resolve(
  process.env.INIT_CWD ?? process.cwd(),
  option('--failures') ?? join(root, 'import-score-failures.json'),
);

if (!existsSync(corpus)) {
  console.error(`No corpus at ${corpus} (give --corpus PATH or IMPORT_CORPUS).`);
  process.exit(2);
}

interface Failure {
  page: string;
  /** `save`: the draft, saved as it is, breaks a save rule on a field the page gives. */
  field: Field | 'recipe' | 'save';
  expected: unknown;
  got: unknown;
}

const started = performance.now();
const tally = Object.fromEntries(FIELDS.map((field) => [field, { right: 0, of: 0 }])) as Record<
  Field,
  { right: number; of: number }
>;
let pages = 0;
let pagesRight = 0;
let drafts = 0;
let draftsRefused = 0;
const failures: Failure[] = [];

for (const site of readdirSync(corpus, { withFileTypes: true })) {
  if (!site.isDirectory()) continue;
  const folder = join(corpus, site.name);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const base = file.slice(0, -'.json'.length);
    const htmlPath = join(folder, `${base}.html.gz`);
    if (!existsSync(htmlPath)) continue;
    const page = `${site.name}/${base}`;
    const expected = JSON.parse(readFileSync(join(folder, file), 'utf8')) as CorpusExpectation;
    const html = gunzipSync(readFileSync(htmlPath)).toString('utf8');
    pages += 1;
    const draft = importDraftFromHtml(html, { pageUrl: expected.canonical_url, tags: [] });

    const got: Partial<Record<Field, unknown>> = draft
      ? {
          name: draft.name,
          ingredients: draft.ingredients_sections.flatMap((section) =>
            section.ingredients.map((item) => `${item.amount} ${item.ingredient} ${item.notes}`),
          ),
          // A named section's name is the line before its steps, as the corpus lists sections.
          steps: draft.recipe_sections.flatMap((section) => [
            ...(section.name === DEFAULT_STEP_SECTION ? [] : [section.name]),
            ...section.steps.map((item) => `${item.step} ${item.notes}`),
          ]),
          serving_count: draft.missing.includes('serving_count') ? null : draft.serving_count,
          prep_time: draft.missing.includes('prep_time') ? null : draft.prep_time,
          cooking_time: draft.missing.includes('cooking_time') ? null : draft.cooking_time,
        }
      : {};
    const want: Partial<Record<Field, unknown>> = {
      name: expected.title,
      ingredients: expectedLines(expected.ingredients),
      steps: expectedLines(expected.instructions_list),
      serving_count: expectedServings(expected.yields),
      prep_time: expected.prep_time,
      cooking_time: expected.cook_time,
    };
    let right = true;
    for (const field of FIELDS) {
      const wanted = want[field];
      if (wanted === undefined || wanted === null) continue;
      tally[field].of += 1;
      if (comparable(got[field]) === comparable(wanted)) tally[field].right += 1;
      else {
        right = false;
        failures.push({
          page,
          field: draft ? field : 'recipe',
          expected: wanted,
          got: draft ? got[field] : 'no recipe found',
        });
      }
    }
    if (right) pagesRight += 1;

    if (draft) {
      drafts += 1;
      const saved = validateDraftSync(valuesFromImport(draft));
      const refused = saved.ok ? [] : unexplainedSaveErrors(saved.errors, draft.missing);
      if (refused.length > 0) {
        draftsRefused += 1;
        failures.push({ page, field: 'save', expected: 'a draft that saves as it is', got: refused });
      }
    }
  }
}

const percent = (right: number, of: number) => (of === 0 ? '—' : `${((100 * right) / of).toFixed(1)} %`);
console.log(`Import score on ${pages} pages of ${corpus}`);
for (const field of FIELDS) {
  const { right, of } = tally[field];
  console.log(`  ${field.padEnd(14)} ${percent(right, of).padStart(8)}  (${right} of ${of} pages that give it)`);
}
console.log(
  `  ${'whole page'.padEnd(14)} ${percent(pagesRight, pages).padStart(8)}  (${pagesRight} of ${pages} pages right on every field they give)`,
);
console.log(
  `  ${'saves as is'.padEnd(14)} ${percent(drafts - draftsRefused, drafts).padStart(8)}  ` +
    `(${drafts - draftsRefused} of ${drafts} drafts; a field the page does not give is the editor's to fill)`,
);
writeFileSync(failuresPath, `${JSON.stringify(failures, null, 2)}\n`);
console.log(
  `${failures.length} misses written to ${failuresPath}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
