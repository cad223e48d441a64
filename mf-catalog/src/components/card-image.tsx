import { useState } from 'react';
import styles from './card-image.module.css';

export interface CardImageProps {
  /** The recipe's name, the image's alt text. */
  name: string;
  /** The card's own image, or null when the recipe has none. */
  src: string | null;
  /** Shown at once (an inline `data:` URI) until `src` has loaded, and instead of it when there is none. */
  placeholder: string;
  /** In the first row: fetched eagerly and first, as the page's largest paint. Otherwise lazy. */
  priority: boolean;
}

type LoadState = 'loading' | 'loaded' | 'failed';

/**
 * A fixed-ratio frame, so nothing moves when the picture arrives. The image sits over the placeholder and paints as
 * soon as it has loaded, with no script in between (it is the home page's largest paint, often preloaded by the
 * HTML); the placeholder is removed afterwards, or stays, named, when the image fails.
 */
export function CardImage({ name, src, placeholder, priority }: CardImageProps) {
  const [state, setState] = useState<LoadState>('loading');
  const hasImage = src !== null && state !== 'failed';

  return (
    <div className={styles.frame}>
      {state !== 'loaded' && (
        <img className={styles.fill} src={placeholder} alt={hasImage ? '' : name} decoding="async" />
      )}
      {hasImage && (
        <img
          className={styles.fill}
          src={src}
          alt={name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      )}
    </div>
  );
}
