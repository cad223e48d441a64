// Every reference a comment makes must resolve inside the repository: "DESIGN §n" / "spec §n" (documents that
// live elsewhere) are refused, a `docs/…` path must exist, and a `docs/<file>.md §n` must name a section the file
// has (a heading `## n.`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|ya?ml|json|sh|css|html)$/;
const OUTSIDE_CITATION = /(?<![\w./-])(?:DESIGN|spec) §\s?\d+/g;
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*[\w/]/g;
const SECTION_AFTER_PATH = /^\s*§\s?(\d+)/;

/** The tracked text files of a git work tree, relative to its root. */
export function trackedTextFiles(root) {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json'));
}

const sectionsCache = new Map();
function sectionsOf(root, doc) {
  if (!sectionsCache.has(join(root, doc))) {
    const headings = readFileSync(join(root, doc), 'utf8').matchAll(/^#{2,3} (\d+)\./gm);
    sectionsCache.set(join(root, doc), new Set([...headings].map((m) => m[1])));
  }
  return sectionsCache.get(join(root, doc));
}

/**
 * @param {string} root the repository's root
 * @param {string[]} files paths relative to root
 * @returns {string[]} one line per broken reference: `file:line: what is wrong`
 */
export function findBrokenReferences(root, files = trackedTextFiles(root)) {
  sectionsCache.clear();
  const problems = [];
  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      const where = `${file}:${index + 1}`;
      for (const [citation] of text.matchAll(OUTSIDE_CITATION)) {
        const doc = citation.startsWith('DESIGN') ? 'docs/design.md' : 'docs/spec.md';
        problems.push(`${where}: "${citation}" cites a document outside the repository; write "${doc} §…"`);
      }
      for (const match of text.matchAll(DOCS_PATH)) {
        const target = match[0].replace(/\.$/, '');
        if (!existsSync(join(root, target))) {
          problems.push(`${where}: ${target} does not exist`);
          continue;
        }
        const section = text.slice(match.index + match[0].length).match(SECTION_AFTER_PATH);
        if (section && target.endsWith('.md') && !sectionsOf(root, target).has(section[1])) {
          problems.push(`${where}: ${target} has no §${section[1]}`);
        }
      }
    });
  }
  return problems;
}
