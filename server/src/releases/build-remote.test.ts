import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withFreshBuild, type BuildCommand, type BuildRunner } from './build-remote';

// The site's own build of the remote, which publish must leave exactly as it is.
let root: string;
let siteDist: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-remote-test-'));
  siteDist = path.join(root, 'mf-catalog', 'dist');
  mkdirSync(siteDist, { recursive: true });
  writeFileSync(path.join(siteDist, 'remoteEntry.js'), 'the build the site serves');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Stands in for webpack: writes where scripts/webpack/index.js would (BUILD_OUTPUT_DIR, else <remote>/dist). */
function fakeWebpack(calls: BuildCommand[], succeed = true): BuildRunner {
  return (build) => {
    calls.push(build);
    const out = build.env.BUILD_OUTPUT_DIR ?? path.join(build.cwd, build.args.at(-1)!, 'dist');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'remoteEntry.js'), 'the new build');
    return succeed;
  };
}

test('publish builds that one remote outside <remote>/dist and leaves the site build unchanged', async () => {
  const calls: BuildCommand[] = [];
  const seen = await withFreshBuild(
    'mf-catalog',
    root,
    async (dir) => ({ dir, entry: readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8') }),
    fakeWebpack(calls),
  );
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ command: 'npm', args: ['run', 'build', '-w', 'mf-catalog'], cwd: root });
  expect(seen.entry).toBe('the new build');
  expect(path.resolve(seen.dir).startsWith(path.resolve(root))).toBe(false);
  expect(readdirSync(siteDist)).toEqual(['remoteEntry.js']);
  expect(readFileSync(path.join(siteDist, 'remoteEntry.js'), 'utf8')).toBe('the build the site serves');
  expect(existsSync(seen.dir)).toBe(false); // the temporary build is gone once uploaded
});

test('a failed build or a refused upload leaves no temporary folder and the site build unchanged', async () => {
  const calls: BuildCommand[] = [];
  await expect(withFreshBuild('mf-catalog', root, async () => 'never', fakeWebpack(calls, false))).rejects.toThrow(
    'The build of mf-catalog failed.',
  );
  await expect(
    withFreshBuild(
      'mf-catalog',
      root,
      async () => {
        throw new Error('422: The deploy gate refused this release.');
      },
      fakeWebpack(calls),
    ),
  ).rejects.toThrow('422');
  for (const call of calls) expect(existsSync(path.dirname(call.env.BUILD_OUTPUT_DIR!))).toBe(false);
  expect(readFileSync(path.join(siteDist, 'remoteEntry.js'), 'utf8')).toBe('the build the site serves');
});
