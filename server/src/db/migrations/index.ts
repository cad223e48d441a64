import { initialSchema } from './001-initial-schema';
import type { Migration } from './migration';

/** Every migration, oldest first. */
export const MIGRATIONS: readonly Migration[] = [initialSchema];
