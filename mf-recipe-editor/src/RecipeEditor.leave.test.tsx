import { act, screen } from '@testing-library/react';
import { installFakeNetwork } from './test/fakeNetwork';
import { TAGS } from './test/fixtures';
import { imageFile, renderEditor, stubObjectUrls } from './test/renderEditor';

beforeEach(() => {
  installFakeNetwork().on('GET', '/api/tags', { status: 200, body: TAGS });
  stubObjectUrls();
});

const textbox = (name: string) => screen.getByRole('textbox', { name });

function closeTab(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('leaving with unsaved changes', () => {
  it('asks before an in-app navigation; Stay keeps the form as typed, Leave goes', async () => {
    const { user, router } = renderEditor('/create');
    await user.type(textbox('Name'), 'Half-typed soup');

    await act(() => router.navigate('/'));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(textbox('Name')).toHaveValue('Half-typed soup');
    expect(router.state.location.pathname).toBe('/create');

    await act(() => router.navigate('/'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('counts a picked image as a change', async () => {
    const { user, router } = renderEditor('/create');
    await user.upload(screen.getByLabelText('Image'), imageFile());

    await act(() => router.navigate('/'));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
  });

  it('does not ask when nothing was changed', async () => {
    const { router } = renderEditor('/create');

    await act(() => router.navigate('/'));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });

  it('has the browser ask before the tab closes, only while there are changes', async () => {
    const { user } = renderEditor('/create');
    expect(closeTab().defaultPrevented).toBe(false);

    await user.type(textbox('Name'), 'Soup');

    expect(closeTab().defaultPrevented).toBe(true);
  });
});
