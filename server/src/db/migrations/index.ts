import { initialSchema } from './001-initial-schema';
import { recipeCounter } from './002-recipe-counter';
import { tagRecipeCounts } from './003-tag-recipe-counts';
import { listGeneration } from './004-list-generation';
import { releases } from './005-releases';
import { searchChanges } from './006-search-changes';
import { sectionsJson } from './007-sections-json';
import { cardJson } from './008-card-json';
import type { Migration } from './migration';

/** Every migration, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  recipeCounter,
  tagRecipeCounts,
  listGeneration,
  releases,
  searchChanges,
  sectionsJson,
  cardJson,
];
