import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

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

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading recipes" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading recipes');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree and passes props through', () => {
    render(
      <button type="button">
        <VisuallyHidden id="x">Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toHaveAttribute('id', 'x');
  });
});
