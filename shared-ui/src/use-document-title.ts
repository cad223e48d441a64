import { useEffect } from 'react';

// Not in the package's index: only pages that set their own title import it (`@simple-recipes/shared-ui/document-title`),
// so it adds nothing to the shared module every page loads first.

/** Sets `document.title` while the calling component shows `title`; the previous title comes back on unmount. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
