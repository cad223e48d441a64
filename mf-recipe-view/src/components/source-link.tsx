import { sourceLink } from '@simple-recipes/shared-api';
import { VisuallyHidden } from '@simple-recipes/shared-ui';
import styles from './source-link.module.css';

/**
 * The spec's "Source" link, opening the page the recipe came from in a new tab. Only http(s) addresses become
 * links (sourceLink decides); any other value is shown as plain text, never as a link, and none as "No Source".
 */
export function SourceLink({ source }: { source: string | null }) {
  const { text, href } = sourceLink(source);
  if (href) {
    return (
      <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" title={text}>
        Source<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  const hasSource = Boolean(source?.trim());
  return <span className={styles.plain}>{hasSource ? `Source: ${text}` : text}</span>;
}
