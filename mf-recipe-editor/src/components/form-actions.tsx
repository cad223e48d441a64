import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@simple-recipes/shared-ui';
import { SaveStatus } from './save-status';
import styles from './recipe-form.module.css';

interface FormActionsProps {
  mode: 'create' | 'update';
  /** Where Cancel leads: the recipe's page, or home for a new recipe. */
  cancelTo: string;
  isSaving: boolean;
  /** A chosen picture is still being checked or made smaller: saving now would leave it out. */
  isPreparingImage?: boolean;
  progress: number;
}

/** The form's sticky bar: save (disabled while saving or preparing a picture), cancel, and the save's progress. */
export function FormActions({ mode, cancelTo, isSaving, isPreparingImage = false, progress }: FormActionsProps) {
  return (
    <div className={styles.actions} data-save-bar>
      <Button type="submit" variant="primary" disabled={isSaving || isPreparingImage}>
        {mode === 'create' ? 'Add Recipe' : 'Update Recipe'}
      </Button>
      <Link className={buttonClassName('ghost')} to={cancelTo}>
        Cancel
      </Link>
      <SaveStatus isSaving={isSaving} progress={progress} />
    </div>
  );
}
