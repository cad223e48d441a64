import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatMinutes, type OpenedFromListState, type RecipeSummary } from '@simple-recipes/shared-api';
import { CardImage } from './card-image';
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
        <ul className={styles.tags} aria-label="Tags">
          {recipe.tags.map((tag) => (
            <li key={tag.id} className={styles.tag}>
              <abbr title={tag.tag}>{tag.shorthand}</abbr>
            </li>
          ))}
        </ul>
        <dl className={styles.facts}>
          <div>
            <dt>Serves</dt>
            <dd>{recipe.serving_count}</dd>
          </div>
          <div>
            <dt>Prep Time</dt>
            <dd>
              <Minutes value={recipe.prep_time} />
            </dd>
          </div>
          <div>
            <dt>Cooking Time</dt>
            <dd>
              <Minutes value={recipe.cooking_time} />
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
});

function Minutes({ value }: { value: number }) {
  return <time dateTime={`PT${value}M`}>{formatMinutes(value)}</time>;
}
