// Lighthouse 12 performance runs on Debian's Chromium: mobile (default simulated throttling), mobile with
// --throttling-method=devtools, and the desktop preset. Each page and preset runs N times; the median counts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, round } from '../load/stats';
import { CHROME_FLAGS, CHROME_PATH } from './browser';

export type Preset = 'mobile' | 'mobile-devtools' | 'desktop';
export const PRESETS: Preset[] = ['mobile', 'mobile-devtools', 'desktop'];

export interface LighthouseRun {
  score: number;
  /** Milliseconds, except cls (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  si: number;
  cls: number;
}

export interface LighthouseResult extends LighthouseRun {
  page: string;
  url: string;
  preset: Preset;
  runs: LighthouseRun[];
  /** The highest CLS of any run (the target is 0 in every run). */
  worstCls: number;
}

async function runOnce(url: string, preset: Preset): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(preset === 'mobile-devtools' ? { throttlingMethod: 'devtools' } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: round(metric('first-contentful-paint'), 0),
      lcp: round(metric('largest-contentful-paint'), 0),
      tbt: round(metric('total-blocking-time'), 0),
      si: round(metric('speed-index'), 0),
      cls: round(metric('cumulative-layout-shift'), 4),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: that run is repeated. */
const ATTEMPTS = 3;

async function runWithRetries(url: string, preset: Preset): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, preset);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

export async function lighthouseMedian(
  page: string,
  url: string,
  preset: Preset,
  runs: number,
): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runWithRetries(url, preset));
  const mid = (key: keyof LighthouseRun) => median(results.map((run) => run[key]));
  return {
    page,
    url,
    preset,
    score: mid('score'),
    fcp: mid('fcp'),
    lcp: mid('lcp'),
    tbt: mid('tbt'),
    si: mid('si'),
    cls: mid('cls'),
    worstCls: Math.max(...results.map((run) => run.cls)),
    runs: results,
  };
}
