// `npm run users -- add NAME`: adds an editor account. The password is asked on the terminal (twice, hidden) or
// read from the first line of standard input (`echo "$PASSWORD" | npm run users -- add NAME`).
// `npm run users -- deploy-token mf-catalog`: a deploy token for one remote's releases, printed once;
// `npm run users -- deploy-token --revoke TOKEN` ends one.
// Uses the same DATA_DIR / DATABASE_URL as the server.
import { hashPassword } from './accounts/password';
import { passwordProblem } from './accounts/password-rule';
import { dataDirOf } from './config';
import { openStore } from './db/open-store';
import { DuplicateUsernameError } from './db/store';
import { issueDeployToken, revokeDeployToken } from './releases/deploy-tokens';
import { REMOTE_FOLDERS, remoteByFolder } from './releases/remote-names';

const USAGE = [
  'Usage: npm run users -- add NAME                  (password from the terminal or standard input)',
  `       npm run users -- deploy-token REMOTE       (REMOTE: ${REMOTE_FOLDERS.join(', ')})`,
  '       npm run users -- deploy-token --revoke TOKEN',
].join('\n');

const openConfiguredStore = () =>
  openStore({ dataDir: dataDirOf(process.env), databaseUrl: process.env.DATABASE_URL || undefined });

async function deployToken(args: string[]): Promise<number> {
  const [first, second] = args;
  const store = await openConfiguredStore();
  try {
    if (first === '--revoke') {
      if (!second) {
        console.error(USAGE);
        return 2;
      }
      if (!(await revokeDeployToken(store.releases, second))) {
        console.error('No live deploy token matches (already revoked, or never issued here).');
        return 1;
      }
      console.log('The deploy token is revoked.');
      return 0;
    }
    const remote = first ? remoteByFolder(first) : undefined;
    if (!remote) {
      console.error(first ? `There is no remote "${first}" (remotes: ${REMOTE_FOLDERS.join(', ')}).` : USAGE);
      return 2;
    }
    const { token, record } = await issueDeployToken(store.releases, remote.folder);
    console.error(`Deploy token #${record.id} for ${remote.folder} (shown once; only its hash is stored):`);
    console.log(token);
    return 0;
  } finally {
    await store.close();
  }
}

function readHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          stdout.write('\n');
          reject(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trim();
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await readHidden('Password: ');
  const second = await readHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function main(argv: string[]): Promise<number> {
  const [command, name] = argv;
  if (command === 'deploy-token') return deployToken(argv.slice(1));
  if (command !== 'add' || !name?.trim()) {
    console.error(USAGE);
    return 2;
  }
  const username = name.trim();
  const password = await askPassword();
  const problem = passwordProblem(password, 'The password');
  if (problem) {
    console.error(problem);
    return 1;
  }
  const store = await openConfiguredStore();
  try {
    await store.createAccount(username, await hashPassword(password));
    console.log(`Added the editor account "${username}".`);
    return 0;
  } catch (error) {
    if (error instanceof DuplicateUsernameError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
