// Preloaded into a server process a test starts (`node --expose-gc --require …`): asked "memory" over the IPC
// channel, it collects the garbage fully and answers with process.memoryUsage() and the resident memory split as
// Linux counts it. What the server holds after a full collection moves with what it keeps, where a sampled RSS moves
// with where the collector happens to be.
const { readFileSync } = require('node:fs');

/** Resident kB of a /proc/self/status field, in bytes. */
const resident = (status, field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]) * 1024;

process.on('message', (message) => {
  if (message !== 'memory') return;
  global.gc();
  global.gc();
  const status = readFileSync('/proc/self/status', 'utf8');
  process.send({
    memory: {
      ...process.memoryUsage(),
      // Memory the process allocated, apart from the file pages (SQLite's memory-mapped database) the kernel can
      // take back: a database that grows under the load maps more of itself, which is no leak.
      rssAnon: resident(status, 'RssAnon'),
      rssFile: resident(status, 'RssFile'),
    },
  });
});
// The channel alone keeps no server alive: it stops on its signals as it would without the probe.
process.channel?.unref();
