import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and shows no error state without an error', () => {
    render(<TextField id="name" label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('id', 'name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/required/)).not.toBeInTheDocument();
  });

  it('links its error to the input and marks it invalid', () => {
    render(<TextField id="name" label="Name" error="Name is required." />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByText('Name is required.')).toHaveAttribute('id', 'name-error');
  });

  it("keeps the caller's own description next to the error", () => {
    render(
      <>
        <p id="hint">Whole minutes.</p>
        <TextField id="prep" label="Prep Time" aria-describedby="hint" error="Prep Time must be a number." />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Prep Time' })).toHaveAttribute('aria-describedby', 'hint prep-error');
  });

  it('shows its hint under the input and describes the input by it, before any error', () => {
    render(<TextField id="prep" label="Prep Time" hint="in minutes" error="Prep Time must be a number." />);
    const input = screen.getByRole('textbox', { name: 'Prep Time' });
    expect(screen.getByText('in minutes')).toBeVisible();
    expect(input).toHaveAccessibleDescription('in minutes Prep Time must be a number.');
  });

  it('passes input props through and reports typing', async () => {
    const onChange = jest.fn();
    render(<TextField id="source" label="Source" type="url" name="recipe.source" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Source' });
    expect(input).toHaveAttribute('type', 'url');
    expect(input).toHaveAttribute('name', 'recipe.source');
    await userEvent.type(input, 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('lets an aria-label refine the accessible name', () => {
    render(<TextField id="amount" label="Amount" aria-label="Amount, ingredient 2 of Sauce" />);
    expect(screen.getByRole('textbox', { name: 'Amount, ingredient 2 of Sauce' })).toBeInTheDocument();
  });
});
