import { useEffect, useRef, type MouseEvent } from 'react';
import { useHref } from 'react-router-dom';
import styles from './tool-panel.module.css';

/**
 * The code of the bookmarklet: open this site's create page with the address of the page it is clicked on, and the
 * text selected on it (the recipe, from a site that turns the importer away) after `#`, which browsers never send to
 * a server.
 */
export function bookmarkletCode(createUrl: string): string {
  const address = `${JSON.stringify(`${createUrl}?url=`)}+encodeURIComponent(location.href)`;
  // "#" written "\x23": in the bookmark's own address, URL parsing would read a "#" as the start of a fragment.
  const selected = "(function(t){return t?'\\x23text='+encodeURIComponent(t):''})(String(getSelection()).trim())";
  return `javascript:void(location.href=${address}+${selected})`;
}

/**
 * A link to drag to the bookmarks bar: clicked on a recipe's page, it opens Add Recipe here with that page (or the
 * part of it selected) imported. Here it only explains itself (a click would import this very page).
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
      to your bookmarks bar, then click it on the recipe&apos;s page (select the recipe first where a site turns the
      import away).
    </p>
  );
}
