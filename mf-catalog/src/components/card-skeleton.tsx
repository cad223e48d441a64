import { Skeleton } from '@simple-recipes/shared-ui';
import cardStyles from './recipe-card.module.css';
import imageStyles from './card-image.module.css';

const FACT_LABELS = ['Serves', 'Prep Time', 'Cooking Time'];

/**
 * A card's shape while the list loads: RecipeCard's own boxes and classes (every row has a fixed height there),
 * so the real card takes its place exactly and nothing shifts.
 */
export function CardSkeleton() {
  return (
    <div className={cardStyles.card}>
      <div className={imageStyles.frame}>
        <Skeleton className={imageStyles.fill} width="100%" height="100%" radius={0} />
      </div>
      <div className={cardStyles.body}>
        <div className={cardStyles.name}>
          <Skeleton width="80%" height="1.1em" />
        </div>
        <div className={cardStyles.tags}>
          <Skeleton width="6rem" height="1.5rem" radius="var(--radius-pill)" />
        </div>
        <dl className={cardStyles.facts}>
          {FACT_LABELS.map((label) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <Skeleton width="2.5rem" height="1.4em" />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
