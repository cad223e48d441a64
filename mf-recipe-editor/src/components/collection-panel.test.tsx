import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetworkPerTest } from '@simple-recipes/shared-api/testing';
import { SwrTestProvider } from '@simple-recipes/shared-api/testing/react';
import { CollectionPanel } from './collection-panel';

const network = fakeNetworkPerTest();

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

  it.each([
    ['a broken file, which is the same on a second try, without Retry', 400, 'it is not a readable zip file.', false],
    ['a busy server with Retry', 503, 'The server is busy; try again in a moment.', true],
    ['another import still running with Retry', 409, 'Another collection import is running.', true],
  ])('says why the import failed: %s', async (_, status, message, retry) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    network().nextSave({ answer: { status, body: { error: message } } });
    const user = userEvent.setup();
    render(
      <SwrTestProvider>
        <CollectionPanel />
      </SwrTestProvider>,
    );
    await user.click(screen.getByText('Export or import the whole collection'));
    await user.upload(screen.getByLabelText('Collection file'), new File(['not a zip'], 'recipes.zip'));
    await user.click(screen.getByRole('button', { name: 'Import a collection' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryAllByRole('button', { name: 'Retry' })).toHaveLength(retry ? 1 : 0);
  });
});
