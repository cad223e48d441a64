import { useEffect, useState } from 'react';

/**
 * The URL to preview: an object URL of the picked file, or else `fallbackUrl` (the saved image).
 * Each object URL is revoked when the file changes or the component unmounts, so replaced
 * pictures do not stay in memory; a revoked URL is never returned.
 */
export function useImagePreview(file: Blob | null, fallbackUrl: string | null): string | null {
  const [preview, setPreview] = useState<{ file: Blob; url: string } | null>(null);

  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  if (!file) return fallbackUrl;
  return preview?.file === file ? preview.url : null;
}
