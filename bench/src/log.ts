// Progress lines on stderr (stdout stays free for the report path), each with the time since start.
const started = Date.now();

export function log(message: string): void {
  const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[bench ${seconds}s] ${message}\n`);
}
