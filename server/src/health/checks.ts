// What a request needs to be answered: the database answers a query, the image folder is there and writable.
import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import type { Store } from '../db/store';
import type { ReadinessCheck } from './readiness';

export function databaseCheck(store: Store): ReadinessCheck {
  return {
    name: 'database',
    async check() {
      try {
        await store.countRecipes();
      } catch (error) {
        throw new Error(`the database does not answer (${error instanceof Error ? error.message : String(error)})`);
      }
    },
  };
}

export function imageFolderCheck(dir: string): ReadinessCheck {
  return {
    name: 'images',
    async check() {
      try {
        if (!(await stat(dir)).isDirectory()) throw new Error('not a folder');
        await access(dir, constants.R_OK | constants.W_OK);
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        throw new Error(`the image folder is not usable (${reason})`);
      }
    },
  };
}
