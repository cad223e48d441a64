import { useMemo } from 'react';
import type { Recipe } from '@simple-recipes/shared-api';
import { recipeJsonLd, serializeForScript } from '../jsonLd/recipeJsonLd';

/** Emits the recipe's schema.org structured data as `<script type="application/ld+json">`. */
export function RecipeJsonLd({ recipe }: { recipe: Recipe }) {
  const json = useMemo(() => {
    const pageUrl = new URL(`/${encodeURIComponent(recipe.stub)}`, window.location.origin).href;
    return serializeForScript(recipeJsonLd(recipe, pageUrl));
  }, [recipe]);
  // Not executable (ld+json) and escaped by serializeForScript, so the inner HTML cannot become markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
