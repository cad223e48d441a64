import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('labels the select, links its error and passes the value through', async () => {
    const onChange = jest.fn();
    render(
      <SelectField id="sort" label="Sort" error="Pick one." value="a" onChange={onChange}>
        <option value="a">A - Z</option>
        <option value="z">Z - A</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Sort' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one.');
    await userEvent.selectOptions(select, 'Z - A');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ target: select }));
  });

  it('is valid without an error', () => {
    render(
      <SelectField id="sort" label="Sort">
        <option>A - Z</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Sort' })).not.toHaveAttribute('aria-invalid');
  });
});
