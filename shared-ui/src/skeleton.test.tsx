import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and keeps the size it is given', () => {
    const { container } = render(<Skeleton width={120} height="1.5rem" radius="999px" className="extra" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('extra');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('1.5rem');
    expect(block.style.borderRadius).toBe('999px');
  });

  it('fills its row one line high by default', () => {
    const { container } = render(<Skeleton />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe('100%');
    expect(block.style.height).toBe('1em');
    expect(block.style.borderRadius).toBe('');
  });
});
