import { ConfirmDialog } from '@simple-recipes/shared-ui/confirm-dialog';
import { useBeforeUnloadPrompt, useBlockerPrompt, type ShouldAsk } from '../hooks/use-unsaved-changes-prompt';

interface Props {
  /** Read when the user tries to leave: true while there are unsaved changes. */
  shouldAsk: ShouldAsk;
}

/**
 * Asks before unsaved changes are lost: a dialog for any in-app navigation (links, Back/Forward, `navigate()`;
 * held with `useBlocker`, so a data router must be above), the browser's own question for closing or reloading
 * the tab.
 */
export function UnsavedChangesPrompt({ shouldAsk }: Props) {
  useBeforeUnloadPrompt(shouldAsk);
  const prompt = useBlockerPrompt(shouldAsk);
  return (
    <ConfirmDialog
      open={prompt.isAsking}
      title="Leave without saving?"
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={prompt.leave}
      onCancel={prompt.stay}
    >
      Your changes to this recipe have not been saved. If you leave now, they are lost.
    </ConfirmDialog>
  );
}
