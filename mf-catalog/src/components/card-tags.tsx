import { useLayoutEffect, useRef, useState } from 'react';
import type { Tag } from '@simple-recipes/shared-api';
import { VisuallyHidden } from '@simple-recipes/shared-ui';
import { tagsThatFit } from './tags-that-fit';
import styles from './recipe-card.module.css';

interface Fit {
  tags: Tag[];
  shown: number;
}

/**
 * A card's short tag codes on one row (every card the same height). Those that do not fit are counted in a last
 * "+N" ("and N more tags" to a screen reader) instead of being cut off unsaid. The tags are measured once, all shown
 * with the "+N" beside them, before the browser paints; a change of the row's width re-counts from those widths.
 */
export function CardTags({ tags }: { tags: Tag[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState<Fit | null>(null);
  const measuring = fit?.tags !== tags;
  const shown = measuring ? tags.length : fit.shown;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const items = [...list.children].map((item) => item.getBoundingClientRect().width);
    const moreWidth = items.pop() ?? 0;
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    const count = () => {
      const shown = tagsThatFit(items, list.getBoundingClientRect().width, gap, moreWidth);
      setFit((last) => (last?.tags === tags && last.shown === shown ? last : { tags, shown }));
    };
    count();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(count);
    observer.observe(list);
    return () => observer.disconnect();
  }, [tags]);

  const hidden = measuring ? tags.length : tags.length - shown;
  return (
    <ul ref={listRef} className={styles.tags} aria-label="Tags">
      {tags.slice(0, shown).map((tag) => (
        <li key={tag.id} className={styles.tag}>
          <abbr title={tag.tag}>{tag.shorthand}</abbr>
        </li>
      ))}
      {hidden > 0 && (
        <li className={`${styles.tag} ${styles.more}`}>
          <span aria-hidden="true">+{hidden}</span>
          <VisuallyHidden>
            and {hidden} more {hidden === 1 ? 'tag' : 'tags'}
          </VisuallyHidden>
        </li>
      )}
    </ul>
  );
}
