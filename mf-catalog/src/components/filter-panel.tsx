import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { TextField } from '@simple-recipes/shared-ui';
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
  return (
    <form role="search" aria-label="Recipe filters" className={styles.panel} onSubmit={submit}>
      <SortSelect sortField={filters.sortField} sortDir={filters.sortDir} onChange={onChange} />
      <TagFilter selected={filters.tags} onChange={(tags) => onChange({ tags })} />
      <TextField
        id={searchId}
        label="Search"
        type="search"
        autoComplete="off"
        placeholder="Name, ingredient or tag"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={searchKeyDown}
      />
    </form>
  );
}
