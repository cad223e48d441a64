import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks a tag by its name in the "Filter by Tags" multi-select, with the keyboard as a user would. */
export async function pickTag(user: UserEvent, name: string) {
  const input = screen.getByRole('combobox', { name: 'Filter by Tags' });
  await user.click(input);
  await user.type(input, name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
