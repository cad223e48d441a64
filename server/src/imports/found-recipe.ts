// What the importer found on a page, before it becomes a draft of this site's recipe.
import type { SiteSections } from '@simple-recipes/shared-api/json-ld';

export interface FoundSection<T> {
  /** The page's name for the group ("For the sauce"), or '' when it gives none. */
  name: string;
  items: T[];
}

export interface FoundRecipe {
  name: string;
  servings?: number;
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
  /** The page's own address (canonical link), absolute. */
  url?: string;
  /** The main picture's absolute URL. */
  imageUrl?: string;
  ingredientGroups: Array<FoundSection<string>>;
  stepSections: Array<FoundSection<string>>;
  /** The titles the data gives steps of their own ("Build your roux"), each a line before its step's text. */
  stepTitles?: string[];
  /** A page of this site (or its export) gives its sections exactly: they win over the lines above. */
  siteSections?: SiteSections;
  /** The names of the page's other recipes, which an import may take instead. */
  otherRecipes?: string[];
  /** Keywords, categories and cuisines: candidates for tags. */
  keywords: string[];
}
