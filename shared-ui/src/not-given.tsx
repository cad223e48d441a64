import { VisuallyHidden } from './visually-hidden';

/**
 * A figure a recipe does not give (a serving count of 0, no times: shared-api's recipeFigures decides which): a dash
 * to the eye, "Not given" to a screen reader, which would read a bare dash as nothing or as "dash".
 */
export function NotGiven() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>Not given</VisuallyHidden>
    </>
  );
}
