import { renderHook } from '@testing-library/react';
import { imageFile, stubObjectUrls } from '../test/render-editor';
import { useImagePreview } from './use-image-preview';

describe('useImagePreview', () => {
  it('shows the saved image until a file is picked, then an object URL it revokes when replaced or unmounted', () => {
    const urls = stubObjectUrls();
    const { result, rerender, unmount } = renderHook(
      ({ file }: { file: File | null }) => useImagePreview(file, '/api/images/saved.webp'),
      { initialProps: { file: null as File | null } },
    );
    expect(result.current).toBe('/api/images/saved.webp');

    rerender({ file: imageFile('a.png') });
    expect(result.current).toBe('blob:preview-1');

    rerender({ file: imageFile('b.png') });
    expect(result.current).toBe('blob:preview-2');
    expect(urls.revoked).toEqual(['blob:preview-1']);

    rerender({ file: null });
    expect(result.current).toBe('/api/images/saved.webp');
    expect(urls.revoked).toEqual(['blob:preview-1', 'blob:preview-2']);

    rerender({ file: imageFile('c.png') });
    unmount();
    expect(urls.revoked).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
  });
});
