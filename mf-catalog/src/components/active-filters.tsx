import { useTags } from '@simple-recipes/shared-api';
import { Button } from '@simple-recipes/shared-ui';
import type { CatalogFilters } from '../catalog-query';
import styles from './active-filters.module.css';

export interface ActiveFiltersProps {
  filters: CatalogFilters;
  /** Absent where the page already offers it (the empty list's own Clear filters). */
  onClear?: () => void;
}

/**
 * What narrows the list while the filter panel is closed — a shared link, or the site's search from a search
 * engine, arrives so — in a line of its own, with the way back to every recipe.
 */
export function ActiveFilters({ filters, onClear }: ActiveFiltersProps) {
  const { data: tags } = useTags();
  // A shorthand is shown as itself until the tags are in, or when no tag has it (an old link).
  const tagNames = filters.tags.map((shorthand) => tags?.find((tag) => tag.shorthand === shorthand)?.tag ?? shorthand);
  const parts = [
    ...(filters.search ? [`“${filters.search}”`] : []),
    ...(tagNames.length > 0 ? [`${tagNames.length === 1 ? 'tag' : 'tags'} ${tagNames.join(', ')}`] : []),
  ];
  return (
    <p className={styles.active}>
      <span>Filtered by {parts.join(' and ')}</span>
      {onClear && (
        <Button variant="ghost" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </p>
  );
}
