// The one rule for a new editor's password, at `npm run users -- add` and for EDITOR_PASSWORD at first start.
export const MIN_PASSWORD_LENGTH = 8;

/** What is wrong with a new password (`what` names it: "The password", "EDITOR_PASSWORD"), or null. */
export function passwordProblem(password: string, what: string): string | null {
  return password.length < MIN_PASSWORD_LENGTH ? `${what} must have at least ${MIN_PASSWORD_LENGTH} characters.` : null;
}
