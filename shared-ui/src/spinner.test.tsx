import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading recipes" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading recipes');
  });
});
