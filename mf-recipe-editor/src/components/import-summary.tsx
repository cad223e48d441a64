import { Fragment, type ReactNode } from 'react';
import type { ImportField, RecipeImportDraft } from '@simple-recipes/shared-api';
import { Button } from '@simple-recipes/shared-ui';
import styles from './tool-panel.module.css';

const FIELD_LABELS: Record<ImportField, string> = {
  name: 'Name',
  serving_count: 'Serving Count',
  prep_time: 'Prep Time',
  cooking_time: 'Cooking Time',
  source: 'Source',
  tags: 'Tags',
  ingredients: 'Ingredients',
  steps: 'Steps',
  image: 'Image',
};

interface ImportSummaryProps {
  draft: RecipeImportDraft;
  /** Imports another of the page's recipes, by its name, in place of this one. */
  onImportOther(name: string): void;
  /** An import is running: no other starts meanwhile. */
  busy: boolean;
}

/**
 * What the import found: the fields the page did not give, a picture the page names that could not be brought in
 * (linked, so the editor can save it and add it by hand) — which is not the same as a page without one — and the
 * page's other recipes, any of which can be imported instead.
 */
export function ImportSummary({ draft, onImportOther, busy }: ImportSummaryProps) {
  const picture = draft.pictureNotFetched;
  const notFound = draft.missing.filter((field) => !(picture && field === 'image'));
  // Sentences that apply, one space apart.
  const sentences: ReactNode[] = [
    `Imported “${draft.name || 'a recipe'}”.`,
    notFound.length > 0 && `Not found on the page: ${notFound.map((field) => FIELD_LABELS[field]).join(', ')}.`,
    notFound.length === 0 && !picture && 'Everything was found.',
    picture && (
      <>
        <a href={picture} target="_blank" rel="noopener noreferrer">
          The page's picture
        </a>{' '}
        could not be brought in; add it by hand.
      </>
    ),
    draft.alreadyHere.length > 0 && <AlreadyHereNote recipes={draft.alreadyHere} />,
    'Check the form, then add the recipe.',
  ].filter(Boolean);
  return (
    <>
      <p className={styles.result}>
        {sentences.map((sentence, index) => (
          <Fragment key={index}>
            {index > 0 && ' '}
            {sentence}
          </Fragment>
        ))}
      </p>
      <OtherRecipes names={draft.otherRecipes} onImport={onImportOther} busy={busy} />
    </>
  );
}

/**
 * The recipe is already here under its name: saving makes a second one. Its page opens in a new tab, so the form
 * (not saved yet) stays as it is.
 */
function AlreadyHereNote({ recipes }: { recipes: RecipeImportDraft['alreadyHere'] }) {
  const [first] = recipes;
  if (!first) return null;
  const others = recipes.length - 1;
  return (
    <>
      <a href={`/${encodeURIComponent(first.stub)}`} target="_blank" rel="noopener noreferrer">
        “{first.name}”
      </a>{' '}
      {first.sameSource ? 'was imported from this page before' : 'is already here'}
      {others > 0 && ` (and ${others} more of that name)`}: adding this recipe makes another one.
    </>
  );
}

/** A page of several recipes (a round-up): the others, each a button that imports it instead. */
function OtherRecipes({ names, onImport, busy }: { names: string[]; onImport(name: string): void; busy: boolean }) {
  if (names.length === 0) return null;
  return (
    <div className={styles.result}>
      This page holds {names.length} other {names.length === 1 ? 'recipe' : 'recipes'}:
      <ul className={styles.choices}>
        {names.map((name) => (
          <li key={name}>
            <Button disabled={busy} onClick={() => onImport(name)}>
              Import “{name}” instead
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
