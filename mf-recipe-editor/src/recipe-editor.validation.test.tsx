import { screen, waitFor } from '@testing-library/react';
import { installFakeNetwork, type FakeNetwork } from '@simple-recipes/shared-api/testing';
import { TAGS } from './test/fixtures';
import { renderCreateForm } from './test/render-editor';

let network: FakeNetwork;

// Whole-form interactions on jsdom are slow on a shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  network = installFakeNetwork().on('GET', '/api/tags', { status: 200, body: TAGS });
});

// By label, not by role: role queries compute every accessible name and are slow on a form this size.
const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });

describe('checked on input (docs/spec.md §5)', () => {
  it.each([
    ['Serving Count', 'a few', 'Serving Count must be a number.', ''],
    ['Prep Time', '10 min', 'Prep Time must be a number.', 'in minutes'],
    ['Cooking Time', 'long', 'Cooking Time must be a number.', 'in minutes'],
  ])('%s says it must be a number while typing, linked to the field', async (label, typed, message, hint) => {
    const { user } = await renderCreateForm();
    const field = textbox(label);

    await user.clear(field);
    await user.type(field, typed);

    expect(field).toHaveFocus();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(`${hint} ${message}`.trim());
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '12');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(hint);
  });

  it('says under Prep Time and Cooking Time that they are in minutes, keeping the spec’s labels', async () => {
    await renderCreateForm();
    for (const label of ['Prep Time', 'Cooking Time']) {
      const field = textbox(label);
      expect(field).toHaveAccessibleName(label);
      expect(field).toHaveAccessibleDescription('in minutes');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)).toBeVisible();
    }
  });

  it('Name says it is required as soon as it is emptied', async () => {
    const { user } = await renderCreateForm();

    await user.type(textbox('Name'), 'Soup');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    await user.clear(textbox('Name'));

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(textbox('Name')).toHaveAccessibleDescription('Name is required.');
  });

  it('Source must be a URL; a bare domain with a path is one', async () => {
    const { user } = await renderCreateForm();

    await user.type(textbox('Source'), 'my grandmother');
    expect(await screen.findByText('Source must be a valid URL')).toBeInTheDocument();

    await user.clear(textbox('Source'));
    await user.type(textbox('Source'), 'www.example.com/soup');
    await waitFor(() => expect(screen.queryByText('Source must be a valid URL')).not.toBeInTheDocument());
  });

  it('shows only the first failing rule of a field', async () => {
    const { user } = await renderCreateForm();

    await user.clear(textbox('Serving Count'));
    await user.type(textbox('Serving Count'), 'x');

    await screen.findByText('Serving Count must be a number.');
    expect(textbox('Serving Count')).toHaveAccessibleDescription('Serving Count must be a number.');
  });
});

describe('checked on blur', () => {
  it.each([
    ['Name', 'Name is required.'],
    ['Section Name, ingredient section 1', 'Section name is required.'],
    ['Ingredient, ingredient 1 of ingredient section 1', 'Ingredient is required.'],
    ['Amount, ingredient 1 of ingredient section 1', 'Amount is required.'],
    ['Section Name, step section 1', 'Section name is required.'],
    ['Step, step 1 of step section 1', 'Step is required.'],
  ])('"%s" left empty says "%s" once left, not before', async (label, message) => {
    const { user } = await renderCreateForm();

    await user.click(textbox(label));
    expect(textbox(label)).not.toHaveAccessibleDescription(message);
    await user.tab();

    await waitFor(() => expect(textbox(label)).toHaveAccessibleDescription(message));
  });

  it('optional fields (Notes, Source) stay quiet when left empty', async () => {
    const { user } = await renderCreateForm();

    await user.click(textbox('Source'));
    await user.click(textbox('Notes, ingredient 1 of ingredient section 1'));
    await user.click(textbox('Notes, step 1 of step section 1'));
    await user.click(textbox('Name'));
    await user.tab();

    // Validation has run once Name's message is there; the optional fields have none.
    await waitFor(() => expect(textbox('Name')).toHaveAccessibleDescription('Name is required.'));
    for (const label of ['Source', 'Notes, ingredient 1 of ingredient section 1', 'Notes, step 1 of step section 1']) {
      expect(textbox(label)).not.toHaveAttribute('aria-invalid', 'true');
      expect(textbox(label)).toHaveAccessibleDescription('');
    }
    expect(network.saves).toHaveLength(0);
  });
});

describe('checked on submit', () => {
  it('shows every message, sends nothing and moves focus to the first invalid field', async () => {
    const { user } = await renderCreateForm();

    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));

    await waitFor(() => expect(textbox('Name')).toHaveFocus());
    expect(textbox('Name')).toHaveAccessibleDescription('Name is required.');
    expect(textbox('Section Name, ingredient section 1')).toHaveAccessibleDescription('Section name is required.');
    expect(textbox('Ingredient, ingredient 1 of ingredient section 1')).toHaveAccessibleDescription(
      'Ingredient is required.',
    );
    expect(textbox('Amount, ingredient 1 of ingredient section 1')).toHaveAccessibleDescription('Amount is required.');
    expect(textbox('Section Name, step section 1')).toHaveAccessibleDescription('Section name is required.');
    expect(textbox('Step, step 1 of step section 1')).toHaveAccessibleDescription('Step is required.');
    expect(network.saves).toHaveLength(0);
  });

  it('focuses the first invalid field in page order, wherever it is', async () => {
    const { user } = await renderCreateForm();
    await user.type(textbox('Name'), 'Soup');
    await user.type(textbox('Section Name, ingredient section 1'), 'Base');
    await user.type(textbox('Ingredient, ingredient 1 of Base'), 'Water');

    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));

    await waitFor(() => expect(textbox('Amount, ingredient 1 of Base')).toHaveFocus());
    expect(network.saves).toHaveLength(0);
  });
});
