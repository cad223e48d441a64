import type { MoveDirection } from '../section-names';
import { IconButton } from './icon-button';

/** The DOM id of an entry's Move up / Move down button, so focus can follow the entry it moved. */
export function moveButtonId(entryId: string, direction: MoveDirection): string {
  return `${entryId}-move-${direction}`;
}

export interface MoveControls {
  /** The entry's DOM id base (see `moveButtonId`). */
  entryId: string;
  /** How the buttons name the entry: "step 3 of Cook" → "Move step 3 of Cook up". */
  what: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(direction: MoveDirection): void;
}

/** Move up / Move down for one entry of a list; the first cannot go up, the last cannot go down. */
export function MoveButtons({ entryId, what, canMoveUp, canMoveDown, onMove }: MoveControls) {
  return (
    <>
      <IconButton
        id={moveButtonId(entryId, 'up')}
        label={`Move ${what} up`}
        icon="↑"
        disabled={!canMoveUp}
        onClick={() => onMove('up')}
      />
      <IconButton
        id={moveButtonId(entryId, 'down')}
        label={`Move ${what} down`}
        icon="↓"
        disabled={!canMoveDown}
        onClick={() => onMove('down')}
      />
    </>
  );
}
