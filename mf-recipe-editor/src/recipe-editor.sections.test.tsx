import { screen, within } from '@testing-library/react';
import { installFakeNetwork } from '@simple-recipes/shared-api/testing';
import { TAGS } from './test/fixtures';
import { renderCreateForm } from './test/render-editor';

// Whole-form interactions on jsdom are slow on a shared 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  installFakeNetwork().on('GET', '/api/tags', { status: 200, body: TAGS });
});

// By label, not by role: role queries compute every accessible name and are slow on a form this size.
const textbox = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input, textarea' });
const textboxes = (name: RegExp) => screen.queryAllByRole('textbox', { name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the create form, initially (docs/spec.md §3)', () => {
  it('is headed "New Recipe" with numbers at 0 and one empty section of each kind', async () => {
    await renderCreateForm();

    expect(screen.getByRole('heading', { level: 1, name: 'New Recipe' })).toBeInTheDocument();
    expect(document.title).toBe('New Recipe – Simple Recipes For Everyone');
    for (const part of ['Recipe', 'Ingredients', 'Steps']) {
      expect(screen.getByRole('heading', { level: 2, name: part })).toBeInTheDocument();
    }
    expect(textbox('Name')).toHaveValue('');
    expect(textbox('Serving Count')).toHaveValue('0');
    expect(textbox('Prep Time')).toHaveValue('0');
    expect(textbox('Cooking Time')).toHaveValue('0');
    expect(textbox('Source')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeInTheDocument();
    const image = screen.getByLabelText('Image');
    expect(image).toHaveAttribute('type', 'file');
    expect(image).toHaveAttribute('accept', 'image/*');

    expect(textbox('Section Name, ingredient section 1')).toHaveValue('');
    expect(textbox('Section Name, step section 1')).toHaveValue('');
    expect(textboxes(/^Ingredient,/)).toHaveLength(1);
    expect(textbox('Amount, ingredient 1 of ingredient section 1')).toHaveValue('');
    expect(textbox('Notes, ingredient 1 of ingredient section 1')).toHaveValue('');
    expect(textboxes(/^Step,/)).toHaveLength(1);
    expect(textbox('Notes, step 1 of step section 1')).toHaveValue('');

    expect(button('Add Recipe')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/is required|must be/)).not.toBeInTheDocument();
  });

  it('cannot remove the last section or the last item: those controls are disabled', async () => {
    await renderCreateForm();

    expect(button('Remove Section, ingredient section 1')).toBeDisabled();
    expect(button('Remove Ingredient, ingredient 1 of ingredient section 1')).toBeDisabled();
    expect(button('Remove Section, step section 1')).toBeDisabled();
    expect(button('Remove Step, step 1 of step section 1')).toBeDisabled();
  });

  it('shows the name being typed as the heading', async () => {
    const { user } = await renderCreateForm();

    await user.type(textbox('Name'), 'Tomato Soup');

    expect(screen.getByRole('heading', { level: 1, name: 'Tomato Soup' })).toBeInTheDocument();
  });
});

describe('ingredient sections and items', () => {
  it('adds an ingredient, focuses it, and then allows removing either', async () => {
    const { user } = await renderCreateForm();

    await user.click(button('Add Ingredient to ingredient section 1'));

    const second = textbox('Ingredient, ingredient 2 of ingredient section 1');
    expect(second).toHaveValue('');
    expect(second).toHaveFocus();
    expect(button('Remove Ingredient, ingredient 1 of ingredient section 1')).toBeEnabled();
    expect(button('Remove Ingredient, ingredient 2 of ingredient section 1')).toBeEnabled();
  });

  it('removes the ingredient that was asked for, keeping the others as typed', async () => {
    const { user } = await renderCreateForm();
    await user.click(button('Add Ingredient to ingredient section 1'));
    await user.click(button('Add Ingredient to ingredient section 1'));
    await user.type(textbox('Ingredient, ingredient 1 of ingredient section 1'), 'Flour');
    await user.type(textbox('Ingredient, ingredient 2 of ingredient section 1'), 'Sugar');
    await user.type(textbox('Ingredient, ingredient 3 of ingredient section 1'), 'Salt');

    await user.click(button('Remove Ingredient, ingredient 2 of ingredient section 1'));

    expect(textboxes(/^Ingredient,/).map((input) => (input as HTMLInputElement).value)).toEqual(['Flour', 'Salt']);
    expect(textbox('Ingredient, ingredient 2 of ingredient section 1')).toHaveFocus();
  });

  it('adds a section that starts with one empty ingredient, names its fields after it, and removes it again', async () => {
    const { user } = await renderCreateForm();

    await user.click(button('Add Section to Ingredients'));

    const sectionName = textbox('Section Name, ingredient section 2');
    expect(sectionName).toHaveFocus();
    expect(textboxes(/^Ingredient,/)).toHaveLength(2);
    expect(textbox('Ingredient, ingredient 1 of ingredient section 2')).toHaveValue('');
    expect(button('Remove Section, ingredient section 1')).toBeEnabled();

    await user.type(sectionName, 'Sauce');
    expect(textbox('Amount, ingredient 1 of Sauce')).toBeInTheDocument();
    expect(button('Remove Ingredient, ingredient 1 of Sauce')).toBeDisabled();

    await user.click(button('Remove Section, Sauce'));

    expect(textboxes(/^Section Name, ingredient section/)).toHaveLength(1);
    expect(button('Remove Section, ingredient section 1')).toBeDisabled();
  });

  it('keeps each section and item in its own group, in order', async () => {
    const { user } = await renderCreateForm();
    await user.click(button('Add Section to Ingredients'));

    const groups = screen.getAllByRole('group', { name: /^Ingredient section/ });
    expect(groups).toHaveLength(2);
    expect(within(groups[1]!).getByRole('textbox', { name: /^Section Name/ })).toHaveAccessibleName(
      'Section Name, ingredient section 2',
    );
  });
});

describe('step sections and items', () => {
  it('adds and removes steps, and a new step section starts with one empty step', async () => {
    const { user } = await renderCreateForm();

    await user.click(button('Add Step to step section 1'));
    expect(textbox('Step, step 2 of step section 1')).toHaveFocus();
    await user.click(button('Remove Step, step 1 of step section 1'));
    expect(textboxes(/^Step,/)).toHaveLength(1);
    expect(button('Remove Step, step 1 of step section 1')).toBeDisabled();

    await user.click(button('Add Section to Steps'));
    expect(textbox('Section Name, step section 2')).toHaveFocus();
    expect(textbox('Step, step 1 of step section 2')).toHaveValue('');
    expect(textbox('Notes, step 1 of step section 2')).toHaveValue('');

    await user.click(button('Remove Section, step section 1'));
    expect(textboxes(/^Section Name, step section/)).toHaveLength(1);
    expect(button('Remove Section, step section 1')).toBeDisabled();
  });
});
