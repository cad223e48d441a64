import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tag } from 'shared-api/types';
import { TagMultiSelect } from './index';

// The first load of the real control fails (a chunk that did not arrive), later ones work.
let mockFailuresLeft = 1;
jest.mock('./TagMultiSelect', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    throw new Error('Loading chunk tag-multi-select failed.');
  }
  return jest.requireActual('./TagMultiSelect');
});

const TAGS: Tag[] = [{ id: 1, tag: 'Vegan', shorthand: 'VGN' }];

it('keeps the field’s place while loading, says so when loading fails, and Retry loads the control', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(<TagMultiSelect id="tags" label="Tags" tags={TAGS} selected={TAGS} onChange={() => undefined} />);

  // At first: the label and the chosen tags, no control yet.
  expect(screen.getByText('Tags')).toBeInTheDocument();
  expect(screen.getByText('Vegan')).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

  expect(await screen.findByRole('alert')).toHaveTextContent('The “Tags” field could not be loaded.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('combobox', { name: 'Tags' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Vegan' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
