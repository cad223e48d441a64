import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { RemoteLoadError } from '../remotes/remote-load-error';
import { RemoteErrorBoundary } from './remote-error-boundary';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Throws({ error }: { error: unknown }): never {
  throw error;
}

function Harness({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const [page, setPage] = useState('/a');
  return (
    <>
      <button onClick={() => setPage('/b')}>next page</button>
      <RemoteErrorBoundary remote="recipeView" onRetry={onRetry} resetKey={page}>
        {page === '/a' ? <Throws error={error} /> : <p>page b</p>}
      </RemoteErrorBoundary>
    </>
  );
}

it('names the area and says it could not be loaded for a load failure', () => {
  render(<Harness error={new RemoteLoadError('recipeView', 'down')} onRetry={jest.fn()} />);
  expect(screen.getByRole('alert')).toHaveTextContent('This recipe could not be loaded. Check your connection');
});

it('logs the failure to the console', () => {
  const error = new Error('render bug');
  render(<Harness error={error} onRetry={jest.fn()} />);
  expect(console.error).toHaveBeenCalledWith('The recipeView area failed.', error, expect.any(String));
});

it('calls onRetry when Retry is pressed', async () => {
  const onRetry = jest.fn();
  render(<Harness error={new Error('x')} onRetry={onRetry} />);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('clears the failure when the page changes (another stub of the same remote)', async () => {
  render(<Harness error={new Error('x')} onRetry={jest.fn()} />);
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'next page' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('page b')).toBeInTheDocument();
});
