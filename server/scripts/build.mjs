// Bundles the server (with its page reader worker, and the users and backup commands) into dist/ with esbuild: our code
// and shared-api (TypeScript source) are bundled; every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@simple-recipes/shared-api');

await build({
  entryPoints: ['src/main.ts', 'src/users-cli.ts', 'src/backups-cli.ts', 'src/imports/page-reader-worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS helpers may call require(); give them one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(
  'server: built dist/main.js, dist/users-cli.js, dist/backups-cli.js and dist/imports/page-reader-worker.js',
);
