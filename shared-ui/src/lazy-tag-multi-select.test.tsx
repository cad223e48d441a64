import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tag } from '@simple-recipes/shared-api/types';
import { lazyTagMultiSelect } from './lazy-tag-multi-select';
import * as tagMultiSelectModule from './tag-multi-select';

const TAGS: Tag[] = [{ id: 1, tag: 'Vegan', shorthand: 'VGN' }];

it('keeps the field’s place while loading, says so when loading fails, and Retry loads the control', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The first load fails (a chunk that did not arrive), the next one works.
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('Loading chunk tag-picker failed.'))
    .mockResolvedValue(tagMultiSelectModule);
  const { TagMultiSelect } = lazyTagMultiSelect(load);
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
  expect(load).toHaveBeenCalledTimes(2);
});

it('loads the code once, however often it is preloaded and rendered', async () => {
  const load = jest.fn().mockResolvedValue(tagMultiSelectModule);
  const picker = lazyTagMultiSelect(load);
  picker.preload();
  picker.preload();
  render(
    <>
      <picker.TagMultiSelect id="a" label="Tags" tags={TAGS} selected={[]} onChange={() => undefined} />
      <picker.TagMultiSelect id="b" label="More tags" tags={TAGS} selected={[]} onChange={() => undefined} />
    </>,
  );
  expect(await screen.findByRole('combobox', { name: 'More tags' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
