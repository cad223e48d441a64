import { render, screen } from '@testing-library/react';
import { NotGiven } from './not-given';

describe('NotGiven', () => {
  it('shows a dash and says "Not given" to assistive technology instead of reading the dash', () => {
    render(
      <dl>
        <dt>Serves</dt>
        <dd data-testid="serves">
          <NotGiven />
        </dd>
      </dl>,
    );
    const serves = screen.getByTestId('serves');
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Not given')).toBeInTheDocument();
    expect(serves).toHaveTextContent('—Not given');
  });
});
