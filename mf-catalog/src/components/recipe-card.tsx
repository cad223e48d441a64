import { memo } from 'react';
import { Link } from 'react-router-dom';
import {
  formatMinutes,
  isoDuration,
  recipeFigures,
  type OpenedFromListState,
  type RecipeSummary,
} from '@simple-recipes/shared-api';
import { NotGiven } from '@simple-recipes/shared-ui';
import { CardImage } from './card-image';
import { CardTags } from './card-tags';
import styles from './recipe-card.module.css';

export interface RecipeCardProps {
  recipe: RecipeSummary;
  /** The card is in the first row (see CardImage). */
  priority: boolean;
  /** The list's query, which the recipe page's way back returns to. */
  listQuery: string;
}

/** One recipe in the list. The name is the link; it covers the whole card, so the card is one click target. */
export const RecipeCard = memo(function RecipeCard({ recipe, priority, listQuery }: RecipeCardProps) {
  const figures = recipeFigures(recipe);
  return (
    <article className={styles.card}>
      <CardImage
        name={recipe.name}
        src={recipe.thumbnailUrl ?? recipe.imageUrl}
        placeholder={recipe.emptyImageUrl}
        priority={priority}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link
            to={`/${recipe.stub}`}
            state={{ fromList: listQuery } satisfies OpenedFromListState}
            className={styles.link}
          >
            {recipe.name}
          </Link>
        </h2>
        <CardTags tags={recipe.tags} />
        <dl className={styles.facts}>
          <div>
            <dt>Serves</dt>
            <dd>{figures.servings ?? <NotGiven />}</dd>
          </div>
          <div>
            <dt>Prep Time</dt>
            <dd>
              <Minutes value={figures.prepTime} />
            </dd>
          </div>
          <div>
            <dt>Cooking Time</dt>
            <dd>
              <Minutes value={figures.cookingTime} />
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
});

function Minutes({ value }: { value: number | null }) {
  return value === null ? <NotGiven /> : <time dateTime={isoDuration(value)}>{formatMinutes(value)}</time>;
}
