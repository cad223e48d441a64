import { useEffect, useRef, type MouseEvent } from 'react';
import { useHref } from 'react-router-dom';
import styles from './tool-panel.module.css';

/** The code of the bookmarklet: open this site's create page with the address of the page it is clicked on. */
export function bookmarkletCode(createUrl: string): string {
  return `javascript:void(location.href=${JSON.stringify(`${createUrl}?url=`)}+encodeURIComponent(location.href))`;
}

/**
 * A link to drag to the bookmarks bar: clicked on a recipe's page, it opens Add Recipe here with that page
 * imported. Here it only explains itself (a click would import this very page).
 */
export function BookmarkletLink() {
  const link = useRef<HTMLAnchorElement>(null);
  const createPath = useHref('/create');

  useEffect(() => {
    // Set on the element: React renders no javascript: address (the create page's stands in until then).
    link.current?.setAttribute('href', bookmarkletCode(`${window.location.origin}${createPath}`));
  }, [createPath]);

  const onClick = (event: MouseEvent) => event.preventDefault();

  return (
    <p className={styles.hint}>
      From any recipe page in one click: drag{' '}
      <a
        ref={link}
        href={createPath}
        className={styles.bookmarklet}
        onClick={onClick}
        title="Drag me to your bookmarks bar"
      >
        Import to Simple Recipes
      </a>{' '}
      to your bookmarks bar, then click it on the recipe&apos;s page.
    </p>
  );
}
