import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Button, type ButtonVariant } from './button';
import styles from './confirm-dialog.module.css';
import { dialogFrame as frame } from './dialog-frame';
import { VisuallyHidden } from './visually-hidden';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question in full: what happens on confirm. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  /** Called by the cancel button and by Escape. The parent closes the dialog by setting `open` to false. */
  onCancel(): void;
  /** While true the confirm button shows it is working and neither button acts. */
  busy?: boolean;
  /** Look of the confirm button; 'danger' by default, as confirming is usually destructive. */
  confirmVariant?: ButtonVariant;
}

/**
 * A modal question on the native <dialog>: the rest of the page is inert while it is open (focus stays inside),
 * Escape cancels, and focus starts on the cancel button so a stray Enter never confirms.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmVariant = 'danger',
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // Read by the native event handlers, which may fire between renders.
  const latest = useRef({ open, busy, onCancel });
  latest.current = { open, busy, onCancel };
  // False while we close it ourselves, so our own close() is never mistaken for the user cancelling.
  const expectOpen = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      expectOpen.current = true;
      showModal(dialog);
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      expectOpen.current = false;
      closeDialog(dialog);
    }
  }, [open]);

  // Unmounting while open (e.g. navigating away on confirm) must not leave the page inert.
  useEffect(() => {
    const dialog = dialogRef.current;
    return () => {
      expectOpen.current = false;
      if (dialog?.open) closeDialog(dialog);
    };
  }, []);

  const cancel = () => {
    if (!latest.current.busy) latest.current.onCancel();
  };

  // Escape: keep the dialog open until the parent says otherwise (`open` is the single source of truth).
  const handleCancelEvent = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    cancel();
  };

  // A browser may still close the dialog itself (a repeated Escape cannot always be prevented): follow it.
  const handleCloseEvent = () => {
    const dialog = dialogRef.current;
    // The close event is queued: by the time it arrives the dialog may have been shown again.
    if (!dialog || dialog.open || !expectOpen.current || !latest.current.open) return;
    if (latest.current.busy) showModal(dialog);
    else latest.current.onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className={frame.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={handleCancelEvent}
      onClose={handleCloseEvent}
    >
      <h2 id={titleId} className={frame.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={frame.actions}>
        <Button ref={cancelRef} variant="secondary" aria-disabled={busy || undefined} onClick={cancel}>
          {cancelLabel}
        </Button>
        <Button
          variant={confirmVariant}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {busy && <span className={styles.wheel} aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </div>
      <VisuallyHidden role="status">{busy ? 'Please wait…' : ''}</VisuallyHidden>
    </dialog>
  );
}

// jsdom (tests) and very old browsers have no showModal/close: fall back to the `open` attribute.
function showModal(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
