import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorNotice } from './error-notice';

describe('ErrorNotice', () => {
  it('announces the message and offers Retry when it can', async () => {
    const onRetry = jest.fn();
    render(<ErrorNotice onRetry={onRetry}>The recipes could not be loaded.</ErrorNotice>);
    expect(screen.getByRole('alert')).toHaveTextContent('The recipes could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without onRetry', () => {
    render(<ErrorNotice>There is no recipe at this address.</ErrorNotice>);
    expect(screen.getByRole('alert')).toHaveTextContent('There is no recipe at this address.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
