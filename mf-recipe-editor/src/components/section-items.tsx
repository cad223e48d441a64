import { useFormikContext, type ArrayHelpers } from 'formik';
import type { EditorStatus, EditorValues } from '../editor-values';
import type { FocusWhenRendered } from '../hooks/use-focus-new-field';
import { indexAfterInserting, indexAfterMoving, reorderServerErrors } from '../reorder-server-errors';
import type { SectionsKind } from '../section-kinds';
import { indexAfterMove, indexAfterRemoval, itemWhere, movedMessage, type MoveDirection } from '../section-names';
import { fieldId, FormTextField } from './form-text-field';
import { ItemRow } from './item-row';
import { moveButtonId } from './move-buttons';
import styles from './sections-field.module.css';

interface SectionItemsProps {
  of: SectionsKind;
  /** Formik path of the section's items, e.g. `steps[0].steps`. */
  itemsPath: string;
  itemCount: number;
  /** The section's name, or its title while it has none. */
  owner: string;
  itemHelpers: ArrayHelpers;
  focus: FocusWhenRendered;
  /** Says, politely, where a moved item went. */
  announce(text: string): void;
  /** The id of a note that describes the first item's first field. */
  firstFieldDescribedBy?: string;
}

/** A section's ingredients or steps, in order, each with its fields and the controls to move, add after or remove it. */
export function SectionItems({
  of,
  itemsPath,
  itemCount,
  owner,
  itemHelpers,
  focus,
  announce,
  firstFieldDescribedBy,
}: SectionItemsProps) {
  const { status, setStatus } = useFormikContext<EditorValues>();
  const firstField = of.fields[0]?.key ?? '';
  const itemPath = (index: number) => `${itemsPath}[${index}]`;
  const reorderErrors = (newIndex: (index: number) => number) =>
    setStatus(reorderServerErrors(status as EditorStatus | undefined, itemsPath, newIndex));

  const move = (from: number, direction: MoveDirection) => {
    const to = indexAfterMove(from, direction);
    itemHelpers.move(from, to);
    reorderErrors((index) => indexAfterMoving(index, from, to));
    // At the end of the list the same button is disabled: the other one keeps focus on the moved item.
    const moved = fieldId(itemPath(to));
    focus.control([moveButtonId(moved, direction), moveButtonId(moved, direction === 'up' ? 'down' : 'up')]);
    announce(movedMessage(itemWhere(of.kind, from, owner), direction, `${of.kind} ${to + 1}`));
  };

  const addAfter = (index: number) => {
    itemHelpers.insert(index + 1, of.emptyItem());
    reorderErrors((other) => indexAfterInserting(other, index + 1));
    focus.field(`${itemPath(index + 1)}.${firstField}`);
  };

  return (
    <ol className={styles.items}>
      {Array.from({ length: itemCount }, (_, i) => {
        const where = itemWhere(of.kind, i, owner);
        return (
          <ItemRow
            key={i}
            itemLabel={of.itemLabel}
            where={where}
            canRemove={itemCount > 1}
            onRemove={() => {
              itemHelpers.remove(i);
              focus.field(`${itemPath(indexAfterRemoval(i, itemCount))}.${firstField}`);
            }}
            moves={
              itemCount > 1
                ? {
                    entryId: fieldId(itemPath(i)),
                    what: where,
                    canMoveUp: i > 0,
                    canMoveDown: i < itemCount - 1,
                    onMove: (direction) => move(i, direction),
                  }
                : undefined
            }
            addAfterLabel={`Add ${of.itemLabel} after ${where}`}
            onAddAfter={() => addAfter(i)}
          >
            {of.fields.map((field, f) => (
              <FormTextField
                key={field.key}
                name={`${itemPath(i)}.${field.key}`}
                label={field.label}
                where={where}
                multiline={field.multiline}
                describedBy={i === 0 && f === 0 ? firstFieldDescribedBy : undefined}
              />
            ))}
          </ItemRow>
        );
      })}
    </ol>
  );
}
