import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Types a small valid recipe into the create form: one section of each kind, one tag. */
export async function fillValidRecipe(user: UserEvent) {
  await user.type(textbox('Name'), 'Tomato Soup');
  await user.clear(textbox('Serving Count'));
  await user.type(textbox('Serving Count'), '4');
  await user.clear(textbox('Prep Time'));
  await user.type(textbox('Prep Time'), '10');
  await user.clear(textbox('Cooking Time'));
  await user.type(textbox('Cooking Time'), '35');
  await user.type(textbox('Source'), 'www.example.com/soup');
  await pickTag(user, 'Vegetarian');
  await user.type(textbox('Section Name, ingredient section 1'), 'Soup');
  await user.type(textbox('Ingredient, ingredient 1 of Soup'), 'Tomatoes');
  await user.type(textbox('Amount, ingredient 1 of Soup'), '1 kg');
  await user.type(textbox('Notes, ingredient 1 of Soup'), 'ripe');
  await user.type(textbox('Section Name, step section 1'), 'Cook');
  await user.type(textbox('Step, step 1 of Cook'), 'Simmer for half an hour.');
}

/** Picks a tag in the Tags combobox by its friendly name. */
export async function pickTag(user: UserEvent, name: string) {
  const combobox = screen.getByRole('combobox', { name: 'Tags' });
  await user.click(combobox);
  await user.type(combobox, name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
