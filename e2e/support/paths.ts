import path from 'node:path';

/** The repository root (e2e/ sits right below it). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The four front-end apps, each built into <app>/dist by its webpack.config.js. */
export const APPS = ['shell', 'mf-catalog', 'mf-recipe-view', 'mf-recipe-editor'] as const;
