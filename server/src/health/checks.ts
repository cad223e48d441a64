// What a request needs to be answered: the database answers a query, the image folder is there and readable. An image
// folder that cannot be written (read-only, wrong owner) still serves every picture and every save without one: the
// process stays ready and says so, since taking every process out of a load balancer would stop reading too.
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

const reasonOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

export function imageFolderCheck(dir: string): ReadinessCheck {
  return {
    name: 'images',
    async check() {
      try {
        if (!(await stat(dir)).isDirectory()) throw new Error('not a folder');
        await access(dir, constants.R_OK);
      } catch (error) {
        throw new Error(`the image folder is not usable (${reasonOf(error)})`);
      }
      try {
        await access(dir, constants.W_OK);
        return undefined;
      } catch (error) {
        return `the image folder is read-only (${reasonOf(error)}): pictures are served, new ones are refused`;
      }
    },
  };
}
