import { FieldArray, useFormikContext } from 'formik';
import { Button } from '@simple-recipes/shared-ui';
import type { EditorStatus, EditorValues } from '../editor-values';
import type { FocusWhenRendered } from '../hooks/use-focus-new-field';
import { indexAfterMoving, reorderServerErrors } from '../reorder-server-errors';
import type { SectionsKind } from '../section-kinds';
import {
  indexAfterMove,
  indexAfterRemoval,
  movedMessage,
  sectionMoveName,
  sectionOwner,
  sectionTitle,
  type MoveDirection,
} from '../section-names';
import { fieldId } from './form-text-field';
import { LiveMessage, useLiveMessage } from './live-message';
import { moveButtonId } from './move-buttons';
import { NotFoundNote } from './not-found-note';
import { SectionCard } from './section-card';
import { SectionItems } from './section-items';

interface SectionShape {
  name: string;
  ingredients?: unknown[];
  steps?: unknown[];
}

interface Props {
  of: SectionsKind;
  /** Focus a control once it has rendered. */
  focus: FocusWhenRendered;
  /** An import from a web page found none of these: a note above the sections says so, and describes the first item. */
  notFound?: boolean;
}

/**
 * One or more named sections of items (ingredients or steps), each movable up and down, as their items are. A new
 * section starts with one empty item; the last section and a section's last item cannot be removed (their Remove is
 * disabled).
 */
export function SectionsField({ of, focus, notFound }: Props) {
  const { values, status, setStatus } = useFormikContext<EditorValues>();
  const sections: SectionShape[] = values[of.arrayName];
  const [message, announce] = useLiveMessage();
  const sectionId = (index: number) => fieldId(`${of.arrayName}[${index}]`);
  const noteId = fieldId(`${of.arrayName}-not-found`);

  return (
    <FieldArray name={of.arrayName}>
      {(sectionHelpers) => {
        const move = (from: number, direction: MoveDirection) => {
          const to = indexAfterMove(from, direction);
          const name = sections[from]?.name ?? '';
          sectionHelpers.move(from, to);
          setStatus(
            reorderServerErrors(status as EditorStatus | undefined, of.arrayName, (index) =>
              indexAfterMoving(index, from, to),
            ),
          );
          const opposite = direction === 'up' ? 'down' : 'up';
          focus.control([moveButtonId(sectionId(to), direction), moveButtonId(sectionId(to), opposite)]);
          announce(movedMessage(sectionMoveName(of.kind, from, name), direction, `section ${to + 1}`));
        };
        return (
          <>
            {notFound && <NotFoundNote id={noteId} />}
            {sections.map((section, s) => {
              const items = section[of.itemsKey] ?? [];
              const owner = sectionOwner(of.kind, s, section.name);
              const itemsPath = `${of.arrayName}[${s}].${of.itemsKey}`;
              return (
                <FieldArray key={s} name={itemsPath}>
                  {(itemHelpers) => (
                    <SectionCard
                      title={sectionTitle(of.kind, s)}
                      namePath={`${of.arrayName}[${s}].name`}
                      owner={owner}
                      canRemove={sections.length > 1}
                      onRemove={() => {
                        sectionHelpers.remove(s);
                        focus.field(`${of.arrayName}[${indexAfterRemoval(s, sections.length)}].name`);
                      }}
                      moves={
                        sections.length > 1
                          ? {
                              entryId: sectionId(s),
                              what: sectionMoveName(of.kind, s, section.name),
                              canMoveUp: s > 0,
                              canMoveDown: s < sections.length - 1,
                              onMove: (direction) => move(s, direction),
                            }
                          : undefined
                      }
                      addItemLabel={`Add ${of.itemLabel}`}
                      onAddItem={() => {
                        itemHelpers.push(of.emptyItem());
                        focus.field(`${itemsPath}[${items.length}].${of.fields[0]?.key ?? ''}`);
                      }}
                    >
                      <SectionItems
                        of={of}
                        itemsPath={itemsPath}
                        itemCount={items.length}
                        owner={owner}
                        itemHelpers={itemHelpers}
                        focus={focus}
                        announce={announce}
                        firstFieldDescribedBy={notFound && s === 0 ? noteId : undefined}
                      />
                    </SectionCard>
                  )}
                </FieldArray>
              );
            })}
            <Button
              type="button"
              variant="secondary"
              aria-label={`Add Section to ${of.groupLabel}`}
              onClick={() => {
                sectionHelpers.push(of.emptySection());
                focus.field(`${of.arrayName}[${sections.length}].name`);
              }}
            >
              Add Section
            </Button>
            <LiveMessage message={message} />
          </>
        );
      }}
    </FieldArray>
  );
}
