import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Tag } from '@simple-recipes/shared-api/types';
import { TagMultiSelect } from './tag-multi-select';

const TAGS: Tag[] = [
  { id: 1, tag: 'Crème Desserts', shorthand: 'DES' },
  { id: 2, tag: 'Pasta Bake', shorthand: 'PB' },
  { id: 3, tag: 'Vegan', shorthand: 'VGN' },
];

function Harness({ onCreate, initial = [] }: { onCreate?: (name: string) => void; initial?: Tag[] }) {
  const [selected, setSelected] = useState<Tag[]>(initial);
  return (
    <TagMultiSelect id="tags" label="Tags" tags={TAGS} selected={selected} onChange={setSelected} onCreate={onCreate} />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Tags' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('TagMultiSelect with onCreate', () => {
  it('offers to create a tag of the typed text when no tag is called so, and Enter asks for it', async () => {
    const onCreate = jest.fn();
    render(<Harness onCreate={onCreate} />);
    const user = userEvent.setup();

    await user.type(input(), '  Weeknight ');
    expect(optionNames()).toEqual(['Create tag “Weeknight”']);
    expect(screen.queryByText('No matching tags')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Weeknight');
    expect(input()).toHaveValue('');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the option after the tags that contain the text, for the pointer too', async () => {
    const onCreate = jest.fn();
    render(<Harness onCreate={onCreate} />);
    const user = userEvent.setup();

    await user.type(input(), 'Pasta');
    expect(optionNames()).toEqual(['Pasta BakePB', 'Create tag “Pasta”']);
    await user.click(screen.getByRole('option', { name: 'Create tag “Pasta”' }));
    expect(onCreate).toHaveBeenCalledWith('Pasta');
  });

  it('does not offer a name or shorthand a tag has, case and accents aside, even when chosen already', async () => {
    render(<Harness onCreate={jest.fn()} initial={[TAGS[2]!]} />);
    const user = userEvent.setup();

    await user.type(input(), 'creme desserts');
    expect(optionNames()).toEqual(['Crème DessertsDES']);
    await user.clear(input());
    await user.type(input(), 'vgn');
    expect(optionNames()).toEqual([]);
    expect(screen.getAllByText('No matching tags').length).toBeGreaterThan(0);
    await user.clear(input());
    await user.type(input(), 'pb');
    expect(optionNames()).toEqual(['Pasta BakePB']);
  });

  it('still adds an existing tag with Enter when the create option is also there', async () => {
    render(<Harness onCreate={jest.fn()} />);
    const user = userEvent.setup();

    await user.type(input(), 'Pasta{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Pasta Bake' })).toBeInTheDocument();
  });
});

describe('TagMultiSelect without onCreate (a filter)', () => {
  it('never offers to create a tag', async () => {
    render(<Harness />);
    const user = userEvent.setup();

    await user.type(input(), 'Weeknight');
    expect(optionNames()).toEqual([]);
    expect(screen.getAllByText('No matching tags').length).toBeGreaterThan(0);
    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('Weeknight');
  });
});
