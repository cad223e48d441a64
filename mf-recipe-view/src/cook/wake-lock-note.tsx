import { useEffect, useState } from 'react';
import { WAKE_LOCK_NOTE_KEY, readStored, writeStored } from './cook-storage';
import type { WakeLockStatus } from './use-wake-lock';
import styles from './cook-mode.module.css';

/** A quiet line when the screen cannot be kept on: "cannot" once on this device, a refusal each time it happens. */
export function WakeLockNote({ status }: { status: WakeLockStatus }) {
  const [showUnsupported] = useState(() => readStored(WAKE_LOCK_NOTE_KEY) !== true);
  useEffect(() => {
    if (status === 'unsupported' && showUnsupported) writeStored(WAKE_LOCK_NOTE_KEY, true);
  }, [status, showUnsupported]);
  let note = '';
  if (status === 'unsupported' && showUnsupported) {
    note = 'This browser cannot keep the screen on, so it may dim while you cook.';
  } else if (status === 'refused') {
    note = 'The screen could not be kept on (battery saver?), so it may dim while you cook.';
  }
  return (
    <p role="status" className={styles.note}>
      {note}
    </p>
  );
}
