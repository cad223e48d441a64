import { SwrTestProvider } from '@simple-recipes/shared-api/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation, useParams } from 'react-router-dom';
import { savedRecipeOf } from '@simple-recipes/shared-api/contracts';
import { RecipeEditor } from '../recipe-editor';

function UpdateRoute() {
  const { stub = '' } = useParams();
  return <RecipeEditor mode="update" stub={stub} />;
}

/** The recipe page, with what the save told the shell to say (its history state). */
function RecipePageStandIn() {
  const { stub = '' } = useParams();
  const saved = savedRecipeOf(useLocation().state);
  return (
    <>
      <h1>Recipe page of {stub}</h1>
      {saved && <p>{saved.added ? `Added: ${saved.savedRecipe}` : `Updated: ${saved.savedRecipe}`}</p>}
    </>
  );
}

/**
 * The editor at `path` (`/create` or `/:stub/update`) in a data router, as the site routes it, reached from the
 * home page (so Back leads there), with a fresh SWR cache so no test sees another's data.
 */
export function renderEditor(path: string, userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/create', element: <RecipeEditor mode="create" /> },
      { path: '/:stub/update', element: <UpdateRoute /> },
      { path: '/:stub', element: <RecipePageStandIn /> },
    ],
    { initialEntries: ['/', path], initialIndex: 1 },
  );
  const user = userEvent.setup(userOptions);
  const view = render(
    <SwrTestProvider>
      <RouterProvider router={router} />
    </SwrTestProvider>,
  );
  return { ...view, router, user };
}

/** The create form once its tags have arrived (so no request settles after the test). */
export async function renderCreateForm(userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const rendered = renderEditor('/create', userOptions);
  await screen.findByPlaceholderText('Type to find a tag');
  return rendered;
}

/** jsdom has no object URLs; these stand-ins record what was created and revoked. */
export function stubObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => {
      const url = `blob:preview-${++next}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: jest.fn((url: string) => {
      revoked.push(url);
    }),
  });
  return { created, revoked };
}

/** The first bytes of each format the tests pick, so the picker's check of a file's bytes takes it. */
const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
};

/** A file of `size` bytes that begins as a picture of `type` does. */
export function imageFile(name = 'dish.png', size = 2048, type = 'image/png'): File {
  const bytes = new Uint8Array(size);
  bytes.set((SIGNATURES[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
}

/**
 * Picks `file` under Image and waits until the form has checked it and shows its preview, as a person sees it
 * before pressing save (the save button is disabled while a picture is being checked).
 */
export async function choosePicture(user: ReturnType<typeof userEvent.setup>, file: File = imageFile()) {
  await user.upload(screen.getByLabelText('Image'), file);
  await screen.findByRole('img', { name: `Preview of ${file.name}` });
}
