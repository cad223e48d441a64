import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

interface HarnessProps {
  onConfirm?: () => void;
  onCancel?: () => void;
  busy?: boolean;
  startOpen?: boolean;
}

/** Opens from a button and closes on cancel, as a caller does. */
function Harness({ onConfirm = jest.fn(), onCancel = jest.fn(), busy, startOpen = false }: HarnessProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove Recipe
      </button>
      <ConfirmDialog
        open={open}
        title="Remove this recipe?"
        confirmLabel="Remove"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      >
        <p>“Pancakes” will be removed for everyone.</p>
      </ConfirmDialog>
    </>
  );
}

// jsdom has no showModal: the component falls back to the `open` attribute (the dialog is then not modal).
const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

describe('ConfirmDialog', () => {
  it('stays closed until asked, then opens named and described, with focus on Cancel', async () => {
    render(<Harness />);
    expect(dialog().open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Recipe' }));
    const shown = screen.getByRole('dialog', { name: 'Remove this recipe?' });
    expect(shown).toHaveAccessibleDescription('“Pancakes” will be removed for everyone.');
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('calls onConfirm from the confirm button', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness startOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel button and closes when the parent says so', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness startOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(dialog().open).toBe(false);
  });

  it('cancels on Escape (the dialog’s cancel event) and keeps control of closing', () => {
    const onCancel = jest.fn();
    render(<Harness startOpen onCancel={onCancel} />);
    // A browser fires `cancel` on Escape; jsdom does not, so fire it as the browser would.
    const event = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), event);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    expect(dialog().open).toBe(false);
  });

  it('while busy shows it is working and ignores both buttons and Escape', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Harness startOpen busy onConfirm={onConfirm} onCancel={onCancel} />);
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait');

    await userEvent.click(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(dialog().open).toBe(true);
  });

  describe('with the native modal API (as in a browser)', () => {
    // Like a browser: showModal/close toggle `open`, and close queues a `close` event.
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    });
    const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

    beforeEach(() => {
      showModal.mockClear();
      close.mockClear();
      Object.assign(HTMLDialogElement.prototype, { showModal, close });
    });
    afterEach(() => {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
    });

    it('opens with showModal and closes with close', async () => {
      const onCancel = jest.fn();
      render(<Harness onCancel={onCancel} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove Recipe' }));
      expect(showModal).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(close).toHaveBeenCalledTimes(1);
      await nextTask();
      // Our own close() is not reported again as a cancel.
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('does not mistake its own closing for a cancel (StrictMode remount, unmount)', async () => {
      const onCancel = jest.fn();
      const { unmount } = render(
        <StrictMode>
          <Harness startOpen onCancel={onCancel} />
        </StrictMode>,
      );
      await nextTask();
      expect(dialog().open).toBe(true);
      expect(onCancel).not.toHaveBeenCalled();
      unmount();
      await nextTask();
      expect(onCancel).not.toHaveBeenCalled();
    });

    it('follows the browser when it closes the dialog itself', async () => {
      const onCancel = jest.fn();
      render(<Harness startOpen onCancel={onCancel} />);
      dialog().close();
      await nextTask();
      expect(onCancel).toHaveBeenCalledTimes(1);
    });

    it('reopens when the browser closes it while busy', async () => {
      const onCancel = jest.fn();
      render(<Harness startOpen busy onCancel={onCancel} />);
      dialog().close();
      await nextTask();
      expect(onCancel).not.toHaveBeenCalled();
      expect(dialog().open).toBe(true);
      expect(showModal).toHaveBeenCalledTimes(2);
    });
  });
});
