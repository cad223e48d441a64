import { ConfirmDialog } from 'shared-ui';
import {
  useBeforeUnloadPrompt,
  useBlockerPrompt,
  useHasDataRouter,
  useLinkClickPrompt,
  type LeavePrompt,
  type ShouldAsk,
} from '../hooks/useUnsavedChangesPrompt';

interface Props {
  /** Read when the user tries to leave: true while there are unsaved changes. */
  shouldAsk: ShouldAsk;
}

/**
 * Asks before unsaved changes are lost: a dialog for in-app navigation, the browser's own question
 * for closing or reloading the tab. Under a data router every navigation is held (`useBlocker`);
 * under a plain BrowserRouter, only link clicks can be.
 */
export function UnsavedChangesPrompt({ shouldAsk }: Props) {
  useBeforeUnloadPrompt(shouldAsk);
  return useHasDataRouter() ? <BlockerDialog shouldAsk={shouldAsk} /> : <LinkClickDialog shouldAsk={shouldAsk} />;
}

function BlockerDialog({ shouldAsk }: Props) {
  return <LeaveDialog prompt={useBlockerPrompt(shouldAsk)} />;
}

function LinkClickDialog({ shouldAsk }: Props) {
  return <LeaveDialog prompt={useLinkClickPrompt(shouldAsk)} />;
}

function LeaveDialog({ prompt }: { prompt: LeavePrompt }) {
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
