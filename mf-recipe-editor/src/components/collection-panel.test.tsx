import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollectionPanel } from './collection-panel';

describe('the collection panel', () => {
  it('names the kinds of file it takes beside the file field', async () => {
    render(<CollectionPanel />);
    await userEvent.click(screen.getByText('Export or import the whole collection'));
    const field = screen.getByLabelText('Collection file');
    expect(field).toHaveAccessibleDescription(
      'An export zip, a zip of JSON-LD recipes, one JSON-LD file, or Paprika’s, Tandoor’s or Mealie’s export.',
    );
    expect(screen.getByRole('link', { name: 'Export all recipes' })).toHaveAttribute('download');
  });

  it('asks for a file, and puts the focus on its field, when Import is pressed without one', async () => {
    render(<CollectionPanel />);
    await userEvent.click(screen.getByText('Export or import the whole collection'));
    await userEvent.click(screen.getByRole('button', { name: 'Import a collection' }));
    const field = screen.getByLabelText('Collection file');
    expect(field).toHaveAccessibleDescription(expect.stringMatching(/^Choose a file first\./));
    expect(field).toHaveFocus();
    expect(field).toBeInvalid();
  });
});
