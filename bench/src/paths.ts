// Where things are: the repository root, this package, the built server and front end.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
export const SERVER_MAIN = path.join(REPO_ROOT, 'server', 'dist', 'main.js');

/** The four front-end apps, each built into <app>/dist. */
export const APPS = ['shell', 'mf-catalog', 'mf-recipe-view', 'mf-recipe-editor'] as const;
export type AppName = (typeof APPS)[number];
