// Where a visitor sent away from an editors' page was going (`/create?url=…#text=…`, from the bookmarklet): carried
// in the router's history state from the redirect to `/`, through the Log in link, to the log-in, which goes there.

export interface ReturnState {
  returnTo: string;
}

/** The page a history state says to go on to after logging in: a path of this site, never another site's address. */
export function returnToOf(state: unknown): string | undefined {
  const returnTo = (state as Partial<ReturnState> | null)?.returnTo;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return undefined;
  // "//host/…" and "/\host/…" are addresses of other sites to a browser.
  return /^\/[/\\]/.test(returnTo) ? undefined : returnTo;
}
