import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@simple-recipes/shared-ui';
import { RemoveRecipeDialog } from './remove-recipe-dialog';
import styles from './editor-controls.module.css';

interface EditorControlsProps {
  /** The recipe's current stub (after a rename, not necessarily the one in the address bar). */
  stub: string;
  name: string;
}

/** "Edit Recipe" and "Remove Recipe", for editors only (the caller decides); never printed. */
export function EditorControls({ stub, name }: EditorControlsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.controls} data-print="hide">
      <Link className={buttonClassName('secondary')} to={`/${encodeURIComponent(stub)}/update`}>
        Edit Recipe
      </Link>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Remove Recipe
      </Button>
      <RemoveRecipeDialog open={confirming} stub={stub} name={name} onClose={() => setConfirming(false)} />
    </div>
  );
}
