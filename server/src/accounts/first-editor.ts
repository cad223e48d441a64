// docs/design.md §4: on first start (no account at all) create the editor from EDITOR_USERNAME / EDITOR_PASSWORD;
// once accounts exist those are ignored, and the log says so. A configured password must pass the rule
// `npm run users -- add` applies, or the server does not start.
import type { Log } from '../log';
import type { Store } from '../db/store';
import { hashPassword, randomPassword } from './password';
import { passwordProblem } from './password-rule';

export interface FirstEditorOptions {
  username?: string;
  password?: string;
}

export const DEFAULT_EDITOR_USERNAME = 'editor';

export async function ensureFirstEditor(
  store: Store,
  options: FirstEditorOptions,
  log: Log,
  /** Where a generated password is shown (once): the console, not the structured log. */
  announce: (message: string) => void = (message) => console.log(message),
): Promise<void> {
  const configured = options.username !== undefined || options.password !== undefined;
  if ((await store.countAccounts()) > 0) {
    if (configured) log.info('Accounts exist already: EDITOR_USERNAME and EDITOR_PASSWORD are ignored.');
    return;
  }
  const problem = options.password ? passwordProblem(options.password, 'EDITOR_PASSWORD') : null;
  if (problem) throw new Error(`${problem} Choose a longer one, or leave it unset to get a random one.`);
  const username = options.username?.trim() || DEFAULT_EDITOR_USERNAME;
  const generated = !options.password;
  const password = options.password || randomPassword();
  const account = await store.createFirstAccount(username, await hashPassword(password));
  if (!account) {
    log.info('Another process created the first account; EDITOR_USERNAME and EDITOR_PASSWORD are ignored.');
    return;
  }
  log.info({ username }, 'Created the first editor account.');
  if (generated) {
    announce(
      `\n  First editor account created.\n    Username: ${username}\n    Password: ${password}\n` +
        '  This password is shown only once. Add accounts with `npm run users -- add NAME`.\n',
    );
  }
}
