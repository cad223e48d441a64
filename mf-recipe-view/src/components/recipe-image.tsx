import styles from './recipe-image.module.css';

interface RecipeImageProps {
  /** Page-size image, or null when the recipe has none. */
  imageUrl: string | null;
  /** Tiny blurred `data:` URI (or a neutral placeholder): painted at once, under the real image. */
  emptyImageUrl: string;
  alt: string;
}

/**
 * The dish's picture in a box of fixed aspect ratio, so nothing moves when it arrives (CLS 0). The placeholder
 * sits underneath; the real image paints over it as it loads, with no script involved.
 */
export function RecipeImage({ imageUrl, emptyImageUrl, alt }: RecipeImageProps) {
  return (
    <div className={styles.frame}>
      {/* Decorative: the real image carries the alt text; without one the placeholder is neutral. */}
      <img className={styles.placeholder} src={emptyImageUrl} alt="" />
      {imageUrl && (
        // The largest element on the page: fetched first, decoded off the main thread.
        <img className={styles.image} src={imageUrl} alt={alt} fetchPriority="high" decoding="async" />
      )}
    </div>
  );
}
