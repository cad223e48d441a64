import type { Log } from '../log';
import { machineFaults } from '../metrics/registry';
import { FaultEpisodes } from './fault-episodes';

function recordingLog() {
  const lines: Array<{ level: string; object: Record<string, unknown>; message: string }> = [];
  const at = (level: string) => (object: Record<string, unknown>, message: string) =>
    lines.push({ level, object, message });
  return { lines, log: { error: at('error'), warn: at('warn'), info: at('info') } as unknown as Log };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('logs the first occurrence of an episode with what to do, counts the rest, and says when it is over', () => {
  const { lines, log } = recordingLog();
  const episodes = new FaultEpisodes(log, 60_000);
  const error = Object.assign(new Error('disk full'), { code: 'ENOSPC' });

  for (let n = 0; n < 50; n++) {
    episodes.record('storage-full', error, { url: '/api/recipes' });
    jest.advanceTimersByTime(1_000);
  }
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 'error', object: { fault: 'storage-full', url: '/api/recipes' } });
  expect(lines[0]!.message).toMatch(/507.*free/i);
  expect(episodes.active()).toEqual([expect.objectContaining({ kind: 'storage-full', count: 50 })]);

  jest.advanceTimersByTime(60_000);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatchObject({ level: 'warn', object: { fault: 'storage-full', requests: 50 } });
  expect(episodes.active()).toEqual([]);

  // A new episode is logged again.
  episodes.record('storage-full', error);
  expect(lines).toHaveLength(3);
  episodes.close();
});

it('keeps episodes of different faults apart', () => {
  const { lines, log } = recordingLog();
  const episodes = new FaultEpisodes(log);
  episodes.record('database-busy', new Error('locked'));
  episodes.record('too-many-open-files', new Error('EMFILE'));
  episodes.record('database-busy', new Error('locked'));
  expect(lines.map((line) => line.object.fault)).toEqual(['database-busy', 'too-many-open-files']);
  expect(
    episodes
      .active()
      .map((episode) => episode.kind)
      .sort(),
  ).toEqual(['database-busy', 'too-many-open-files']);
  episodes.close();
});

it('counts every refused request on /metrics by kind, also those the log leaves out', async () => {
  const { log } = recordingLog();
  const episodes = new FaultEpisodes(log, 60_000);
  const before = (await machineFaults.get()).values.find((value) => value.labels.kind === 'database-busy')?.value ?? 0;
  for (let n = 0; n < 3; n++) episodes.record('database-busy', new Error('locked'));
  const after = (await machineFaults.get()).values.find((value) => value.labels.kind === 'database-busy')?.value;
  expect(after).toBe(before + 3);
  episodes.close();
});
