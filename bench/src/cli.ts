// `npm run bench -- [options]`: see options.ts (or --help).
import { undoAll } from './cleanup';
import { log } from './log';
import { parseOptions, USAGE, UsageError } from './options';
import { BENCH_DIR } from './paths';
import { runBench } from './run';

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  process.stdout.write(USAGE);
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the server and removing temporary data…`);
    void undoAll().finally(() => process.exit(130));
  });
}

try {
  const options = parseOptions(argv, process.env, BENCH_DIR);
  const { markdown, json } = await runBench(
    options,
    ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' '),
  );
  log(`wrote ${markdown} and ${json}`);
  process.stdout.write(`${markdown}\n`);
  process.exit(0);
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  process.stderr.write(
    `The bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}
