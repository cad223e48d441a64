import { useId, useRef, useState, type FormEvent } from 'react';
import { useCollectionImport } from '@simple-recipes/shared-api/imports';
import { Button, ErrorNotice } from '@simple-recipes/shared-ui';
import styles from './tool-panel.module.css';
import { canRetry } from '../can-retry';
import { ExportLink } from './export-link';

/** The files the collection import takes: zips (this site's, Tandoor's, Mealie's), JSON-LD, Paprika's exports. */
const ACCEPTED_FILES = [
  '.zip,.json,.jsonld,.paprikarecipes,.paprikarecipe',
  'application/zip,application/json,application/ld+json',
].join(',');

/** "Export all recipes" (a zip download) and "Import a collection" (an export zip or JSON-LD files), for editors. */
export function CollectionPanel() {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const { start, isImporting, progress, written, result, error } = useCollectionImport();
  const percent = Math.round(progress * 100);

  const run = async () => {
    if (!file) {
      setMissingFile(true);
      fileRef.current?.focus();
      return;
    }
    try {
      await start(file);
    } catch (failure) {
      console.error('Importing the collection failed:', failure);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <details className={styles.panel}>
      <summary>Export or import the whole collection</summary>
      <div className={styles.body}>
        <ExportLink />
        <form className={styles.body} onSubmit={onSubmit} noValidate aria-label="Import a collection">
          <div className={styles.field}>
            <label htmlFor={`${id}-file`} className={styles.label}>
              Collection file
            </label>
            <p id={`${id}-kinds`} className={styles.hint}>
              An export zip, a zip of JSON-LD recipes, one JSON-LD file, or Paprika’s, Tandoor’s or Mealie’s export.
            </p>
            <input
              ref={fileRef}
              id={`${id}-file`}
              className={styles.file}
              type="file"
              accept={ACCEPTED_FILES}
              aria-describedby={missingFile ? `${id}-missing ${id}-kinds` : `${id}-kinds`}
              aria-invalid={missingFile ? true : undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setMissingFile(false);
              }}
            />
          </div>
          {missingFile && (
            <p id={`${id}-missing`} className={styles.hint}>
              Choose a file first.
            </p>
          )}
          <div className={styles.row}>
            <Button type="submit" disabled={isImporting}>
              Import a collection
            </Button>
            <div role="status" className={styles.row}>
              {isImporting && !written && (
                <>
                  <span>{percent < 100 ? `Uploading… ${percent}%` : 'Checking the file…'}</span>
                  <progress className={styles.bar} max={100} value={percent} aria-label="Upload progress" />
                </>
              )}
              {isImporting && written && (
                <>
                  <span>
                    Importing… {written.done} of {written.total} recipes
                  </span>
                  <progress
                    className={styles.bar}
                    max={written.total}
                    value={written.done}
                    aria-label="Import progress"
                  />
                </>
              )}
              {result && (
                <div className={styles.result}>
                  Imported {result.imported} {result.imported === 1 ? 'recipe' : 'recipes'}.
                  {result.withoutPicture.length > 0 &&
                    ` Without their picture, which could not be read: ${result.withoutPicture.join(', ')}.`}
                  {result.skipped.length > 0 && (
                    <>
                      {' '}
                      Skipped {result.skipped.length}:
                      <ul>
                        {result.skipped.slice(0, 20).map((entry, index) => (
                          <li key={index}>
                            {entry.name}: {entry.reason}
                          </li>
                        ))}
                        {result.skipped.length > 20 && <li>and {result.skipped.length - 20} more</li>}
                      </ul>
                    </>
                  )}
                </div>
              )}
            </div>
          </div>
          {error != null && (
            // A broken or refused file is the same file again: Retry only where trying again can go otherwise.
            <ErrorNotice onRetry={canRetry(error) ? () => void run() : undefined}>
              {error instanceof Error ? error.message : 'The collection could not be imported.'}
            </ErrorNotice>
          )}
        </form>
      </div>
    </details>
  );
}
