import type { ReactNode } from 'react';
import { formatMinutes, isoDuration, recipeFigures, type Recipe } from '@simple-recipes/shared-api';
import { NotGiven } from '@simple-recipes/shared-ui';
import type { Servings } from '../hooks/use-servings';
import { RecipeImage } from './recipe-image';
import { ServingsControl } from './servings-control';
import { SourceLink } from './source-link';
import styles from './recipe-header.module.css';

/** Minutes as the spec's `h:mm`, with the ISO 8601 duration in `dateTime` for machines; a dash when not given. */
function Duration({ minutes }: { minutes: number | null }) {
  return minutes === null ? <NotGiven /> : <time dateTime={isoDuration(minutes)}>{formatMinutes(minutes)}</time>;
}

export interface RecipeHeaderProps {
  recipe: Recipe;
  servings: Servings;
  /** Actions under the facts, e.g. "Start cooking". */
  children?: ReactNode;
}

/**
 * Picture, name, tags, source and the three numbers a cook looks for first; "Serves" can be changed (a recipe
 * without a serving count has nothing to scale from and shows a dash, as a figure it does not give).
 */
export function RecipeHeader({ recipe, servings, children }: RecipeHeaderProps) {
  const figures = recipeFigures(recipe);
  return (
    <header className={styles.header}>
      <RecipeImage imageUrl={recipe.imageUrl} emptyImageUrl={recipe.emptyImageUrl} alt={recipe.name} />
      <div className={styles.details}>
        <h1 className={styles.name}>{recipe.name}</h1>
        {recipe.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {recipe.tags.map((tag) => (
              <li key={tag.id} className={styles.tag}>
                {tag.tag}
              </li>
            ))}
          </ul>
        )}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Serves</dt>
            <dd>
              {figures.servings === null || servings.servings === null ? (
                <NotGiven />
              ) : (
                <ServingsControl
                  servings={servings.servings}
                  recipeServings={figures.servings}
                  onChange={servings.setServings}
                />
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Prep Time</dt>
            <dd>
              <Duration minutes={figures.prepTime} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Cooking Time</dt>
            <dd>
              <Duration minutes={figures.cookingTime} />
            </dd>
          </div>
        </dl>
        <p className={styles.source}>
          <SourceLink source={recipe.source} />
        </p>
        {children}
      </div>
    </header>
  );
}
