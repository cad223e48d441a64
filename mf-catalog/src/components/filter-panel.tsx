import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@simple-recipes/shared-api';
import { TextField } from '@simple-recipes/shared-ui';
import { searchTermToApply } from '../catalog-query';
import type { CatalogFilters } from '../catalog-query';
import type { SearchBox } from '../hooks/use-search-box';
import { SortSelect } from './sort-select';
import { TagFilter } from './tag-filter';
import styles from './filter-panel.module.css';

export interface FilterPanelProps {
  filters: CatalogFilters;
  onChange(patch: Partial<CatalogFilters>): void;
  search: SearchBox;
}

/** Sort, tags and search. Enter in the search box applies the term at once instead of after the debounce. */
export function FilterPanel({ filters, onChange, search }: FilterPanelProps) {
  const searchId = useId();
  // With several fields and no submit button, Enter does not submit the form: the search box handles it.
  const submit = (event: FormEvent) => event.preventDefault();
  const searchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search.flush();
    }
  };
  // A term of one or two characters asks for nothing (the spec's minimum): say so, or the list seems to ignore it.
  const tooShort = searchTermToApply(search.text) === null;
  const hintId = `${searchId}-hint`;
  return (
    <form role="search" aria-label="Recipe filters" className={styles.panel} onSubmit={submit}>
      <SortSelect sortField={filters.sortField} sortDir={filters.sortDir} onChange={onChange} />
      <TagFilter selected={filters.tags} onChange={(tags) => onChange({ tags })} />
      <div>
        <TextField
          id={searchId}
          label="Search"
          type="search"
          autoComplete="off"
          placeholder="Name, ingredient or tag"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={searchKeyDown}
          maxLength={SEARCH_MAX_LENGTH}
          aria-describedby={tooShort ? hintId : undefined}
        />
        <p id={hintId} className={styles.hint} aria-live="polite">
          {tooShort &&
            `Type at least ${SEARCH_MIN_LENGTH} characters to search` +
              `${filters.search ? `; the list still shows “${filters.search}”` : ''}.`}
        </p>
      </div>
    </form>
  );
}
