import frame from './dialog-frame.module.css';

/** Class names for a modal <dialog> that looks like ConfirmDialog: `dialog` (with its backdrop), `title`, `actions`. */
export const dialogFrame = frame;
