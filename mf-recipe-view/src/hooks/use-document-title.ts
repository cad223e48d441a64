import { useEffect } from 'react';

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
