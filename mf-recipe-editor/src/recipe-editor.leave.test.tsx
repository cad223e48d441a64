import { act, screen } from '@testing-library/react';
import { installFakeNetwork } from '@simple-recipes/shared-api/testing';
import { TAGS } from './test/fixtures';
import { choosePicture, imageFile, renderCreateForm, stubObjectUrls } from './test/render-editor';

// Whole-form interactions on jsdom are slow on a shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  installFakeNetwork().on('GET', '/api/tags', { status: 200, body: TAGS });
  stubObjectUrls();
});

// By label, not by role: role queries compute every accessible name and are slow on a form this size.
const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });

function closeTab(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('leaving with unsaved changes', () => {
  it('asks before an in-app navigation; Stay keeps the form as typed, Leave goes', async () => {
    const { user, router } = await renderCreateForm();
    await user.type(textbox('Name'), 'Half-typed soup');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(textbox('Name')).toHaveValue('Half-typed soup');
    expect(router.state.location.pathname).toBe('/create');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('asks before going Back or a programmatic navigation; Stay keeps the form, Leave goes', async () => {
    const { user, router } = await renderCreateForm();
    await user.type(textbox('Name'), 'Half-typed soup');
    // The browser's Back button takes focus from the page first. Left in the field, its blur as the dialog takes
    // focus would come from inside React's flush of the act below, where Formik's update is reported as unwrapped.
    await user.click(document.body);

    await act(() => router.navigate(-1));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(textbox('Name')).toHaveValue('Half-typed soup');
    expect(router.state.location.pathname).toBe('/create');

    await act(() => router.navigate('/lemon-tart'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    expect(await screen.findByRole('heading', { name: 'Recipe page of lemon-tart' })).toBeInTheDocument();
  });

  it('counts a picked image as a change', async () => {
    const { user } = await renderCreateForm();
    await choosePicture(user, imageFile());

    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
  });

  it('does not ask when nothing was changed', async () => {
    const { user } = await renderCreateForm();

    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument();
  });

  it('has the browser ask before the tab closes, only while there are changes', async () => {
    const { user } = await renderCreateForm();
    expect(closeTab().defaultPrevented).toBe(false);

    await user.type(textbox('Name'), 'Soup');

    expect(closeTab().defaultPrevented).toBe(true);
  });
});
