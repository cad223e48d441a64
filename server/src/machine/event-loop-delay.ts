// How long callbacks wait for the event loop (perf_hooks.monitorEventLoopDelay): the number that shows whether any
// request — a write waiting for a lock, a long import — holds up all the others. For the process metrics.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface EventLoopDelaySnapshot {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

const toMs = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e6 : 0);

export class EventLoopDelay {
  private readonly histogram: IntervalHistogram;

  /** `resolutionMs`: how often the loop is sampled (Node's default is 10 ms). */
  constructor(resolutionMs = 10) {
    this.histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  }

  start(): void {
    this.histogram.enable();
  }

  stop(): void {
    this.histogram.disable();
  }

  /** The delays seen since the start or the last reset. */
  snapshot(): EventLoopDelaySnapshot {
    const h = this.histogram;
    return { p50Ms: toMs(h.percentile(50)), p99Ms: toMs(h.percentile(99)), maxMs: toMs(h.max), meanMs: toMs(h.mean) };
  }

  reset(): void {
    this.histogram.reset();
  }
}
