import type { ReactNode } from 'react';
import { formatMinutes, isoDuration, type Recipe } from '@simple-recipes/shared-api';
import type { Servings } from '../hooks/use-servings';
import { RecipeImage } from './recipe-image';
import { ServingsControl } from './servings-control';
import { SourceLink } from './source-link';
import styles from './recipe-header.module.css';

/** Minutes as the spec's `h:mm`, with the ISO 8601 duration in `dateTime` for machines. */
function Duration({ minutes }: { minutes: number }) {
  return <time dateTime={isoDuration(minutes)}>{formatMinutes(minutes)}</time>;
}

export interface RecipeHeaderProps {
  recipe: Recipe;
  servings: Servings;
  /** Actions under the facts, e.g. "Start cooking". */
  children?: ReactNode;
}

/**
 * Picture, name, tags, source and the three numbers a cook looks for first; "Serves" can be changed (a recipe
 * without a serving count has nothing to scale from and shows it as it is).
 */
export function RecipeHeader({ recipe, servings, children }: RecipeHeaderProps) {
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
              {recipe.serving_count > 0 ? (
                <ServingsControl
                  servings={servings.servings}
                  recipeServings={recipe.serving_count}
                  onChange={servings.setServings}
                />
              ) : (
                recipe.serving_count
              )}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Prep Time</dt>
            <dd>
              <Duration minutes={recipe.prep_time} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Cooking Time</dt>
            <dd>
              <Duration minutes={recipe.cooking_time} />
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
