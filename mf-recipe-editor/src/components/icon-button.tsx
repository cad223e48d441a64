import { Button } from '@simple-recipes/shared-ui';
import styles from './icon-button.module.css';

interface IconButtonProps {
  id?: string;
  /** The accessible name, which also shows as the button's tooltip: "Move step 3 of Cook up". */
  label: string;
  /** What the button shows: a glyph that assistive technology skips (it reads `label`). */
  icon: string;
  disabled?: boolean;
  onClick(): void;
}

/** A small square button showing a glyph, named in words: keeps a phone's row of item controls short. */
export function IconButton({ id, label, icon, disabled, onClick }: IconButtonProps) {
  return (
    <Button
      id={id}
      type="button"
      variant="secondary"
      className={styles.icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{icon}</span>
    </Button>
  );
}
