import { useId } from 'react';
import { SORT_OPTIONS, type SortDir, type SortField } from '@simple-recipes/shared-api';
import { SelectField, VisuallyHidden } from '@simple-recipes/shared-ui';

export interface SortSelectProps {
  sortField: SortField;
  sortDir: SortDir;
  onChange(sort: { sortField: SortField; sortDir: SortDir }): void;
}

const optionValue = (sortField: SortField, sortDir: SortDir) => `${sortField}:${sortDir}`;

/** The four orders of docs/spec.md §9. There is no empty option: a sort is always chosen. */
export function SortSelect({ sortField, sortDir, onChange }: SortSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <SelectField
        id={id}
        label="Sort"
        required
        aria-describedby={hintId}
        value={optionValue(sortField, sortDir)}
        onChange={(event) => {
          const option = SORT_OPTIONS.find((o) => optionValue(o.sortField, o.sortDir) === event.target.value);
          if (option) onChange({ sortField: option.sortField, sortDir: option.sortDir });
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.label} value={optionValue(option.sortField, option.sortDir)}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <VisuallyHidden id={hintId}>The sort value cannot be unset.</VisuallyHidden>
    </div>
  );
}
