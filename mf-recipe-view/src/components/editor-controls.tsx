import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@simple-recipes/shared-ui';
import { RemoveRecipeDialog } from './remove-recipe-dialog';
import styles from './editor-controls.module.css';

interface EditorControlsProps {
  /** The recipe's current stub (after a rename, not necessarily the one in the address bar). */
  stub: string;
  name: string;
  canEdit: boolean;
}

/**
 * "Edit Recipe" and "Remove Recipe", for editors only; never printed. The removal's dialog stays while it is open
 * even when the permission goes (a session that ended midway): it says why nothing was removed.
 */
export function EditorControls({ stub, name, canEdit }: EditorControlsProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {canEdit && (
        <div className={styles.controls} data-print="hide">
          <Link className={buttonClassName('secondary')} to={`/${encodeURIComponent(stub)}/update`}>
            Edit Recipe
          </Link>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Remove Recipe
          </Button>
        </div>
      )}
      {(canEdit || confirming) && (
        <RemoveRecipeDialog open={confirming} stub={stub} name={name} onClose={() => setConfirming(false)} />
      )}
    </>
  );
}
