import { act, screen, waitFor } from '@testing-library/react';
import { ApiError, login, usePermission } from '@simple-recipes/shared-api';
import { VISITOR } from '../testing/permission';
import { renderApp } from '../testing/render-app';

jest.mock('@simple-recipes/shared-api', () => ({
  ...jest.requireActual('@simple-recipes/shared-api'),
  usePermission: jest.fn(),
  login: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(usePermission).mockReturnValue(VISITOR);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function submit(username: string, password: string) {
  const app = await renderApp('/login');
  await app.user.type(screen.getByLabelText('Username'), username);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  return app;
}

it('names itself in the browser tab, and gives the site its title back when left', async () => {
  const before = document.title;
  const { router } = await renderApp('/login');
  await screen.findByRole('heading', { name: 'Log in' });
  expect(document.title).toBe('Log in – Simple Recipes For Everyone');
  await act(() => router.navigate('/'));
  expect(document.title).toBe(before);
});

it('logs in with the typed credentials and goes back to /', async () => {
  jest.mocked(login).mockResolvedValue(undefined);
  const { currentPath } = await submit('editor', 'secret words');
  expect(login).toHaveBeenCalledWith({ username: 'editor', password: 'secret words' });
  await waitFor(() => expect(currentPath()).toBe('/'));
});

it('shows the server’s sentence on 401 and stays on the page', async () => {
  jest.mocked(login).mockRejectedValue(new ApiError(401, 'The username or password is wrong.'));
  const { currentPath, user } = await submit('editor', 'nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is wrong.');
  expect(currentPath()).toBe('/login');
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  // Typing again is a new try: the old one's sentence goes.
  await user.clear(screen.getByLabelText('Password'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the rate-limit sentence on 429', async () => {
  jest.mocked(login).mockRejectedValue(new ApiError(429, 'Too many attempts. Try again in a minute.'));
  await submit('editor', 'nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
});

it('says the server could not be reached when the request itself fails', async () => {
  jest.mocked(login).mockRejectedValue(new TypeError('Failed to fetch'));
  await submit('editor', 'x');
  expect(await screen.findByRole('alert')).toHaveTextContent('the server could not be reached');
});
