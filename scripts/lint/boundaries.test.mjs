// The architecture's import rules and the one file-name case are enforced by lint (eslint.config.mjs): each case
// below is code a team might write, linted as if it stood in the named file, and the rule that must (or must not)
// refuse it.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids lint reports for `code` placed at `file` (a path inside the repository; it need not exist). */
async function rulesBroken(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture rules in lint', () => {
  it('refuses a remote importing another remote by package name', async () => {
    const code =
      "import RecipePage from '@simple-recipes/mf-recipe-view/src/recipe-page';\nexport default RecipePage;\n";
    assert.deepEqual(await rulesBroken('mf-catalog/src/components/fixture.tsx', code), [
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuses a remote importing another remote by relative path', async () => {
    const code =
      "import RecipeEditor from '../../../mf-recipe-editor/src/recipe-editor';\nexport default RecipeEditor;\n";
    assert.deepEqual(await rulesBroken('mf-recipe-view/src/components/fixture.tsx', code), [
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuses a remote importing the shell', async () => {
    const code = "import { App } from '../../shell/src/app';\nexport default App;\n";
    assert.deepEqual(await rulesBroken('mf-recipe-editor/src/fixture.tsx', code), ['import-x/no-restricted-paths']);
  });

  it('refuses a shared package importing an app', async () => {
    const code = "import CatalogPage from '../../mf-catalog/src/catalog-page';\nexport default CatalogPage;\n";
    assert.deepEqual(await rulesBroken('shared-ui/src/fixture.tsx', code), ['import-x/no-restricted-paths']);
  });

  it('refuses React, and the React entry of shared-api, in the server', async () => {
    assert.deepEqual(
      await rulesBroken('server/src/fixture.ts', "import { useState } from 'react';\nexport const s = useState;\n"),
      ['no-restricted-imports'],
    );
    assert.deepEqual(
      await rulesBroken(
        'server/src/fixture.ts',
        "import { getRecipe } from '@simple-recipes/shared-api';\nexport const g = getRecipe;\n",
      ),
      ['no-restricted-imports'],
    );
  });

  it('refuses HTTP in the domain and storage layers of the server, and allows it in routes', async () => {
    const httpError = "import { HttpError } from '../http-error';\nexport const e = new HttpError(415, 'No.');\n";
    assert.deepEqual(await rulesBroken('server/src/images/fixture.ts', httpError), ['no-restricted-imports']);
    const fastify = "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n";
    assert.deepEqual(await rulesBroken('server/src/recipes/fixture.ts', fastify), ['no-restricted-imports']);
    const plugin = "import { hashToken } from '../plugins/session';\nexport const h = hashToken;\n";
    assert.deepEqual(await rulesBroken('server/src/releases/fixture.ts', plugin), ['no-restricted-imports']);
    assert.deepEqual(await rulesBroken('server/src/routes/fixture.ts', httpError), []);
    assert.deepEqual(await rulesBroken('server/src/routes/fixture.ts', fastify), []);
  });

  it('refuses an import cycle', async () => {
    const strict = new ESLint({ cwd: root, ignore: false });
    const results = await strict.lintFiles([join(root, 'scripts/lint/fixtures/cycle-a.ts')]);
    assert.deepEqual(
      results.flatMap((result) => result.messages.map((message) => message.ruleId)),
      ['import-x/no-cycle'],
    );
  });

  it('lets an app use the shared packages and the server use the React-free subpaths', async () => {
    const app =
      "import { useRecipe } from '@simple-recipes/shared-api';\nimport { Button } from '@simple-recipes/shared-ui';\nexport { useRecipe, Button };\n";
    assert.deepEqual(await rulesBroken('mf-catalog/src/components/fixture.tsx', app), []);
    const server = "import type { Recipe } from '@simple-recipes/shared-api/types';\nexport type R = Recipe;\n";
    assert.deepEqual(await rulesBroken('server/src/fixture.ts', server), []);
  });
});

describe('file names in lint', () => {
  const NAMING = 'check-file/filename-naming-convention';
  const component = 'export function RecipeCard() {\n  return null;\n}\n';

  it('refuses a PascalCase component file and a camelCase hook file', async () => {
    assert.deepEqual(await rulesBroken('mf-catalog/src/components/RecipeCard.tsx', component), [NAMING]);
    assert.deepEqual(await rulesBroken('shared-ui/src/useChipFocus.ts', 'export const useChipFocus = () => null;\n'), [
      NAMING,
    ]);
    assert.deepEqual(await rulesBroken('server/src/recipes/recipe_writes.ts', 'export const w = 1;\n'), [NAMING]);
  });

  it('refuses a PascalCase CSS module and a folder not in kebab-case', async () => {
    assert.deepEqual(
      await rulesBroken('mf-catalog/src/components/RecipeCard.module.css', '.card {\n  color: red;\n}\n'),
      [NAMING],
    );
    assert.deepEqual(await rulesBroken('mf-catalog/src/CookMode/steps.ts', 'export const s = 1;\n'), [
      'check-file/folder-naming-convention',
    ]);
  });

  it('accepts kebab-case names with middle extensions and numbered migrations', async () => {
    assert.deepEqual(await rulesBroken('mf-catalog/src/components/recipe-card.tsx', component), []);
    assert.deepEqual(
      await rulesBroken('mf-recipe-editor/src/recipe-editor.save.test.tsx', 'export const t = 1;\n'),
      [],
    );
    assert.deepEqual(
      await rulesBroken('mf-catalog/src/components/recipe-card.module.css', '.card {\n  color: red;\n}\n'),
      [],
    );
    assert.deepEqual(await rulesBroken('server/src/db/migrations/042-new-table.ts', 'export const m = 1;\n'), []);
  });
});
