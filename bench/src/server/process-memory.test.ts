import { parseProcStatus, processMemory } from './process-memory';

test('reads VmRSS, VmHWM and RssFile in MiB', () => {
  const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmHWM:\t  307200 kB\nVmRSS:\t  204800 kB\nThreads:\t11\n';
  expect(parseProcStatus(status)).toEqual({ rssMiB: 200, peakRssMiB: 300, fileMiB: null });
  expect(parseProcStatus(`${status}RssAnon:\t  153600 kB\nRssFile:\t   51200 kB\n`)).toEqual({
    rssMiB: 200,
    peakRssMiB: 300,
    fileMiB: 50,
  });
  expect(() => parseProcStatus('Name:\tnode\n')).toThrow('no VmRSS');
});

test("this process's memory is found, its peak at least its current size", async () => {
  const memory = await processMemory(process.pid);
  if (process.platform !== 'linux') return expect(memory).toBeNull();
  expect(memory?.rssMiB).toBeGreaterThan(10);
  expect(memory?.peakRssMiB).toBeGreaterThanOrEqual(memory?.rssMiB ?? Infinity);
});
