import { FieldArray, useFormikContext } from 'formik';
import { Button } from '@simple-recipes/shared-ui';
import type { EditorValues } from '../editor-values';
import { FormTextField } from './form-text-field';
import { ItemRow } from './item-row';
import { SectionCard } from './section-card';
import type { SectionsKind } from '../section-kinds';
import { indexAfterRemoval, sectionOwner, sectionTitle } from '../section-names';
import styles from './sections-field.module.css';

interface SectionShape {
  name: string;
  ingredients?: unknown[];
  steps?: unknown[];
}

interface Props {
  of: SectionsKind;
  /** Focus the control with this form path once it has rendered. */
  focusField(path: string): void;
}

/**
 * One or more named sections of items (ingredients or steps). A new section starts with one empty
 * item; the last section and a section's last item cannot be removed (their Remove is disabled).
 */
export function SectionsField({ of, focusField }: Props) {
  const { values } = useFormikContext<EditorValues>();
  const sections: SectionShape[] = values[of.arrayName];
  const firstField = of.fields[0]?.key ?? '';

  return (
    <FieldArray name={of.arrayName}>
      {(sectionHelpers) => (
        <>
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
                      focusField(`${of.arrayName}[${indexAfterRemoval(s, sections.length)}].name`);
                    }}
                    addItemLabel={`Add ${of.itemLabel}`}
                    onAddItem={() => {
                      itemHelpers.push(of.emptyItem());
                      focusField(`${itemsPath}[${items.length}].${firstField}`);
                    }}
                  >
                    <ol className={styles.items}>
                      {items.map((_, i) => {
                        const where = `${of.kind} ${i + 1} of ${owner}`;
                        return (
                          <ItemRow
                            key={i}
                            removeLabel={`Remove ${of.itemLabel}`}
                            where={where}
                            canRemove={items.length > 1}
                            onRemove={() => {
                              itemHelpers.remove(i);
                              focusField(`${itemsPath}[${indexAfterRemoval(i, items.length)}].${firstField}`);
                            }}
                          >
                            {of.fields.map((field) => (
                              <FormTextField
                                key={field.key}
                                name={`${itemsPath}[${i}].${field.key}`}
                                label={field.label}
                                where={where}
                                multiline={field.multiline}
                              />
                            ))}
                          </ItemRow>
                        );
                      })}
                    </ol>
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
              focusField(`${of.arrayName}[${sections.length}].name`);
            }}
          >
            Add Section
          </Button>
        </>
      )}
    </FieldArray>
  );
}
