import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findBrokenReferences } from './check-references.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Built from pieces so that this file does not hold the references it checks for.
const OLD_DESIGN = 'DESIGN' + ' §3';
const OLD_SPEC = 'spec' + ' §5';
const MISSING_DOC = 'docs/' + 'architecture.md';

/** A throwaway tree with docs/design.md (§1, §3) and one source file holding `source`. */
function tree(source) {
  const root = mkdtempSync(join(tmpdir(), 'doc-references-'));
  made.push(root);
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs/design.md'), '# Design\n\n## 1. Shape\n\n## 3. HTTP API\n');
  writeFileSync(join(root, 'code.ts'), source);
  return findBrokenReferences(root, ['code.ts']);
}

describe('references in comments', () => {
  it('all resolve in this repository', () => {
    assert.deepEqual(findBrokenReferences(repoRoot), []);
  });

  it('accept a docs/ path with a section the document has', () => {
    assert.deepEqual(tree('// The list query (docs/design.md §3).\nconst a = 1;\n'), []);
  });

  it('refuse a citation of a document the repository does not hold', () => {
    assert.deepEqual(tree(`const a = 1;\n// The list query (${OLD_DESIGN}), checked as ${OLD_SPEC} says.\n`), [
      `code.ts:2: "${OLD_DESIGN}" cites a document outside the repository; write "docs/design.md §…"`,
      `code.ts:2: "${OLD_SPEC}" cites a document outside the repository; write "docs/spec.md §…"`,
    ]);
  });

  it('refuse a docs/ path that does not exist', () => {
    assert.deepEqual(tree(`// See ${MISSING_DOC}.\n`), [`code.ts:1: ${MISSING_DOC} does not exist`]);
  });

  it('refuse a section the document does not have', () => {
    assert.deepEqual(tree('// Releases (docs/design.md §7).\n'), ['code.ts:1: docs/design.md has no §7']);
  });
});
