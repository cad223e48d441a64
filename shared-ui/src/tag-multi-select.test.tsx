import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Tag } from '@simple-recipes/shared-api/types';
import { TagMultiSelect } from './tag-multi-select';

const TAGS: Tag[] = [
  { id: 1, tag: 'Breakfast', shorthand: 'BRK' },
  { id: 2, tag: 'Crème Desserts', shorthand: 'DES' },
  { id: 3, tag: 'Vegan', shorthand: 'VGN' },
  { id: 4, tag: 'Vegetarian', shorthand: 'VEG' },
];

/** The component is controlled: this harness keeps the selection like a real caller does. */
function Harness({ initial = [], onChange }: { initial?: Tag[]; onChange?: (next: Tag[]) => void }) {
  const [selected, setSelected] = useState<Tag[]>(initial);
  return (
    <>
      <TagMultiSelect
        id="tags"
        label="Tags"
        tags={TAGS}
        selected={selected}
        onChange={(next) => {
          onChange?.(next);
          setSelected(next);
        }}
        placeholder="Type to find a tag"
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Tags' });
const chipNames = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'));
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('TagMultiSelect', () => {
  it('is a combobox labelled by its visible label, with the given id', () => {
    render(<Harness />);
    expect(input()).toHaveAttribute('id', 'tags');
    expect(input()).toHaveAttribute('placeholder', 'Type to find a tag');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by name or shorthand, accents ignored, and adds the highlighted tag with Enter', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();

    await user.type(input(), 'veg');
    expect(optionNames()).toEqual(['VeganVGN', 'VegetarianVEG']);

    await user.clear(input());
    await user.type(input(), 'des');
    expect(optionNames()).toEqual(['Crème DessertsDES']);
    await user.clear(input());
    await user.type(input(), 'creme');
    expect(optionNames()).toEqual(['Crème DessertsDES']);

    await user.clear(input());
    await user.type(input(), 'veg');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Vegetarian/ }).id);
    // Highlighted is not chosen: no offered tag is announced as selected.
    expect(screen.queryAllByRole('option', { selected: true })).toEqual([]);
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith([TAGS[3]]);
    expect(chipNames()).toEqual(['Remove Vegetarian']);
    expect(input()).toHaveValue('');
    // The menu stays open on what is left, the chosen tag no longer offered.
    expect(optionNames()).toEqual(['BreakfastBRK', 'Crème DessertsDES', 'VeganVGN']);
    expect(input()).toHaveFocus();
  });

  it('says so when nothing matches, and Enter then adds nothing', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(input(), 'zzz');
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No matching tags');
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens with arrows and adds several tags in a row from the keyboard', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(input());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(chipNames()).toEqual(['Remove Breakfast', 'Remove Crème Desserts']);
  });

  it('adds a tag with a mouse click', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show Tags list' }));
    await user.click(screen.getByRole('option', { name: /Vegan/ }));
    expect(onChange).toHaveBeenLastCalledWith([TAGS[2]]);
    expect(chipNames()).toEqual(['Remove Vegan']);
  });

  it('removes a chip with its button and puts focus on the next chip, then on the input', async () => {
    const onChange = jest.fn();
    render(<Harness initial={[TAGS[0]!, TAGS[2]!]} onChange={onChange} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remove Breakfast' }));
    expect(onChange).toHaveBeenLastCalledWith([TAGS[2]]);
    expect(chipNames()).toEqual(['Remove Vegan']);
    expect(screen.getByRole('button', { name: 'Remove Vegan' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(chipNames()).toEqual([]);
    expect(input()).toHaveFocus();
  });

  it('removes the last chip with Backspace in the empty input, but not while text is typed', async () => {
    const onChange = jest.fn();
    render(<Harness initial={[TAGS[0]!, TAGS[2]!]} onChange={onChange} />);
    const user = userEvent.setup();

    await user.type(input(), 'b');
    await user.keyboard('{Backspace}');
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([TAGS[0]]);
    expect(chipNames()).toEqual(['Remove Breakfast']);
    expect(input()).toHaveFocus();
  });

  it('walks into the chips with Arrow Left and removes the focused one with Delete', async () => {
    render(<Harness initial={[TAGS[0]!, TAGS[1]!, TAGS[2]!]} />);
    const user = userEvent.setup();
    await user.click(input());
    await user.keyboard('{Escape}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Remove Vegan' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Remove Crème Desserts' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(chipNames()).toEqual(['Remove Breakfast', 'Remove Vegan']);
    expect(screen.getByRole('button', { name: 'Remove Vegan' })).toHaveFocus();
  });

  it('reaches every chip with Tab', async () => {
    render(<Harness initial={[TAGS[0]!, TAGS[1]!]} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Breakfast' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Crème Desserts' })).toHaveFocus();
    await user.tab();
    expect(input()).toHaveFocus();
  });

  it('offers only unselected tags and says when none are left', async () => {
    render(<Harness initial={TAGS} />);
    const user = userEvent.setup();
    await user.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No more tags');
  });

  it('shows the selected tags in a list named after the field', () => {
    render(<Harness initial={[TAGS[3]!]} />);
    const list = screen.getByRole('list', { name: 'Tags: chosen' });
    expect(within(list).getByText('Vegetarian')).toBeInTheDocument();
  });

  it('adds and removes several tags in quick succession', async () => {
    const onChange = jest.fn();
    render(<Harness initial={[TAGS[3]!]} onChange={onChange} />);
    // No pause between keys. (jsdom flushes React effects between events, so the real-browser race this guards
    // against — selection changes reported late from downshift's effects — was checked in Chromium.)
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Show Tags list' }));
    await user.click(screen.getByRole('option', { name: /Vegan/ }));
    await user.type(input(), 'des{Enter}brk{Enter}');
    expect(chipNames()).toEqual(['Remove Vegetarian', 'Remove Vegan', 'Remove Crème Desserts', 'Remove Breakfast']);
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(chipNames()).toEqual(['Remove Vegetarian']);
    expect(onChange).toHaveBeenLastCalledWith([TAGS[3]]);
  });

  it('clears typed text with a second Escape', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.type(input(), 'veg');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
  });

  it('shows a hint under the control that describes its input, and none without one', () => {
    const { rerender } = render(
      <TagMultiSelect id="tags" label="Tags" tags={TAGS} selected={[]} onChange={() => undefined} hint="Pick a few" />,
    );
    expect(screen.getByText('Pick a few')).toBeVisible();
    expect(input()).toHaveAccessibleDescription('Pick a few');

    rerender(<TagMultiSelect id="tags" label="Tags" tags={TAGS} selected={[]} onChange={() => undefined} />);
    expect(input()).not.toHaveAttribute('aria-describedby');
  });
});
