import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { UnsavedChangesPrompt } from './UnsavedChangesPrompt';

// The shell may mount remotes under a plain <BrowserRouter>, where useBlocker cannot work:
// the prompt then holds in-app link clicks itself.
function Page({ dirty }: { dirty: boolean }) {
  return (
    <MemoryRouter initialEntries={['/create']}>
      <Routes>
        <Route path="/" element={<h1>Home page</h1>} />
        <Route
          path="/create"
          element={
            <>
              <Link to="/">Home</Link>
              <UnsavedChangesPrompt shouldAsk={() => dirty} />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

describe('UnsavedChangesPrompt under a router without data APIs', () => {
  it('holds a link click while there are changes; Stay stays, Leave follows the link', async () => {
    const user = userEvent.setup();
    render(<Page dirty />);

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('lets the link through when nothing changed', async () => {
    const user = userEvent.setup();
    render(<Page dirty={false} />);

    await user.click(screen.getByRole('link', { name: 'Home' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
