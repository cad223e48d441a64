import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RecipeImportDraft } from '@simple-recipes/shared-api';
import { importRecipePage, type PageImportRequest } from '@simple-recipes/shared-api/imports';
import { Button, ErrorNotice, Spinner, TextField } from '@simple-recipes/shared-ui';
import { ConfirmDialog } from '@simple-recipes/shared-ui/confirm-dialog';
import { TextAreaField } from '@simple-recipes/shared-ui/text-area-field';
import { BookmarkletLink } from './bookmarklet-link';
import { ImportSummary } from './import-summary';
import styles from './tool-panel.module.css';
import { canRetry } from '../can-retry';
import { copiedPageOf } from '../copied-page';

interface ImportPagePanelProps {
  /** Fills the form with the draft (nothing is saved). */
  onImported(draft: RecipeImportDraft): void;
  /** The editor has typed into the form or chosen a picture since it started: ask before an import replaces it. */
  formEdited: boolean;
  /** An address to import at once (the bookmarklet's `/create?url=…`). */
  startAddress?: string;
  /** A text to import at once, from that address (what was selected on the page: `#text=…`). */
  startText?: string;
}

/**
 * "Import from a web page": an address, or what was pasted (the page's HTML, or the recipe's text) → the form filled
 * in, and what was not found.
 */
export function ImportPagePanel({ onImported, formEdited, startAddress, startText }: ImportPagePanelProps) {
  const id = useId();
  const [url, setUrl] = useState(startAddress ?? '');
  const [html, setHtml] = useState(startText ?? '');
  // The markup of a page pasted into the box (copiedPageOf), sent in place of its text until the text is edited.
  const pastedPage = useRef<string | null>(null);
  const pasting = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Import pressed with nothing to import: said without a Retry, which would ask the same again.
  const [nothingGiven, setNothingGiven] = useState(false);
  const [imported, setImported] = useState<RecipeImportDraft | null>(null);
  // A draft that arrived while the form held the editor's own changes: applied only once they say so.
  const [pending, setPending] = useState<RecipeImportDraft | null>(null);
  const [declined, setDeclined] = useState(false);
  // Read when the draft arrives: the editor may have typed while the page was being read.
  const edited = useRef(formEdited);
  edited.current = formEdited;

  const apply = (draft: RecipeImportDraft) => {
    setImported(draft);
    onImported(draft);
  };

  /** What the last import said gives way to the next one's. */
  const clearOutcome = () => {
    setError(null);
    setNothingGiven(false);
    setImported(null);
    setDeclined(false);
  };

  /** What the boxes ask for. */
  const requestOfBoxes = (): PageImportRequest => {
    const address = url.trim();
    return html.trim() ? { html: pastedPage.current ?? html, ...(address ? { url: address } : {}) } : { url: address };
  };

  // The last request sent: Retry sends it again, and another of its page's recipes is asked for from the same page.
  const lastRequest = useRef<PageImportRequest | null>(null);

  const run = async (request: PageImportRequest) => {
    lastRequest.current = request;
    setBusy(true);
    clearOutcome();
    try {
      const draft = await importRecipePage(request);
      if (edited.current) setPending(draft);
      else apply(draft);
    } catch (failure) {
      console.error('Importing the page failed:', failure);
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if ((!startAddress && !startText) || started.current) return;
    started.current = true;
    void run(requestOfBoxes());
    // Once, with the address and text the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim() && !html.trim()) {
      clearOutcome();
      setNothingGiven(true);
      return;
    }
    void run(requestOfBoxes());
  };

  const retry = () => {
    if (lastRequest.current) void run(lastRequest.current);
  };

  const importOther = (recipeName: string) => {
    const page = lastRequest.current;
    if (!page) return;
    void run({ ...page, recipeName });
  };

  return (
    <details className={styles.panel} open={startAddress || startText ? true : undefined}>
      <summary>Import from a web page</summary>
      <form className={styles.body} onSubmit={onSubmit} noValidate aria-label="Import from a web page">
        <TextField
          id={`${id}-url`}
          label="Page address"
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <TextAreaField
          id={`${id}-html`}
          label="Or paste the page, or the recipe's text"
          rows={3}
          value={html}
          onPaste={(event) => {
            const box = event.currentTarget;
            // Only a paste that fills the box: the markup is then all of what it holds.
            const fillsBox = box.selectionStart === 0 && box.selectionEnd === box.value.length;
            pastedPage.current = fillsBox ? copiedPageOf(event.clipboardData.getData('text/html')) : null;
            pasting.current = true;
          }}
          onChange={(event) => {
            if (!pasting.current) pastedPage.current = null;
            pasting.current = false;
            setHtml(event.target.value);
          }}
        />
        <p className={styles.hint}>
          The form below is filled in with what the page holds; nothing is saved until you add the recipe.
        </p>
        <div className={styles.row}>
          <Button type="submit" variant="primary" disabled={busy}>
            Import
          </Button>
          {busy && <Spinner label="Importing the page…" />}
        </div>
        <div role="status">
          {imported && <ImportSummary draft={imported} onImportOther={importOther} busy={busy} />}
          {declined && <p className={styles.result}>The import was not applied: the form is as you left it.</p>}
        </div>
        {nothingGiven && <ErrorNotice>Give the address of a recipe page, or paste the page or the recipe.</ErrorNotice>}
        {error != null && (
          // A page with no recipe, or an address that may not be fetched, is the same again: Retry where it may differ.
          <ErrorNotice onRetry={canRetry(error) ? retry : undefined}>
            {error instanceof Error ? error.message : 'The page could not be imported.'}
          </ErrorNotice>
        )}
      </form>
      <BookmarkletLink />
      <ConfirmDialog
        open={pending !== null}
        title="Replace what you typed?"
        confirmLabel="Replace"
        cancelLabel="Keep what I typed"
        onConfirm={() => {
          if (pending) apply(pending);
          setPending(null);
        }}
        onCancel={() => {
          setPending(null);
          setDeclined(true);
        }}
      >
        The imported recipe, “{pending?.name || 'a recipe'}”, takes the place of everything in the form below, so what
        you typed there is lost.
      </ConfirmDialog>
    </details>
  );
}
