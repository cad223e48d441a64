import { render, screen } from '@testing-library/react';
import { SourceLink } from './source-link';

function renderSource(source: string | null) {
  return render(<SourceLink source={source} />);
}

describe('SourceLink', () => {
  it.each([null, '', '   '])('shows "No Source" and no link for %j', (source) => {
    renderSource(source);
    expect(screen.getByText('No Source')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links an https source in a new tab, without giving the other site a handle on this one', () => {
    renderSource('https://www.example.com/recipes/pie');
    const link = screen.getByRole('link', { name: /^Source/ });
    expect(link).toHaveAttribute('href', 'https://www.example.com/recipes/pie');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Source (opens in a new tab)');
  });

  it('adds http:// to a source without a scheme', () => {
    renderSource('example.com/pie');
    expect(screen.getByRole('link', { name: /^Source/ })).toHaveAttribute('href', 'http://example.com/pie');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<b>hi</b>'])(
    'never turns %j into a link, showing it as text',
    (source) => {
      const { container } = renderSource(source);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(container.querySelector('[href]')).toBeNull();
      expect(container).toHaveTextContent(`Source: ${source}`);
    },
  );
});
