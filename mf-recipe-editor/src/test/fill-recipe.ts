import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// By label, not by role: role queries compute every accessible name and are slow on a form this size.
const textbox = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });

/** Replaces a field's text in one input event (as pasting does): typing key by key is slow and tested elsewhere. */
export async function enter(user: UserEvent, label: string, text: string) {
  const field = textbox(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Types a small valid recipe into the create form: one section of each kind, one tag. */
export async function fillValidRecipe(user: UserEvent) {
  await enter(user, 'Name', 'Tomato Soup');
  await enter(user, 'Serving Count', '4');
  await enter(user, 'Prep Time', '10');
  await enter(user, 'Cooking Time', '35');
  await enter(user, 'Source', 'www.example.com/soup');
  await pickTag(user, 'Vegetarian');
  await enter(user, 'Section Name, ingredient section 1', 'Soup');
  await enter(user, 'Ingredient, ingredient 1 of Soup', 'Tomatoes');
  await enter(user, 'Amount, ingredient 1 of Soup', '1 kg');
  await enter(user, 'Notes, ingredient 1 of Soup', 'ripe');
  await enter(user, 'Section Name, step section 1', 'Cook');
  await enter(user, 'Step, step 1 of Cook', 'Simmer for half an hour.');
}

/** Picks a tag in the Tags combobox by its friendly name. */
export async function pickTag(user: UserEvent, name: string) {
  const combobox = screen.getByRole('combobox', { name: 'Tags' });
  await user.click(combobox);
  await user.type(combobox, name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
