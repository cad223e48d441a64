// Durations as recipe pages write them: ISO 8601 (`PT1H30M`, `P0DT0H20M`, `PT90M`, `PT1.5H`), plain minutes, or
// written out ("20 minutes", "1 hr 10 mins") as some pages put them in their data too.
import { minutesOfText } from '../markup/shown-times';

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;

const number = (text: string | undefined) => (text ? Number(text.replace(',', '.')) : 0);

/**
 * Slips of recipe plugins in ISO durations, read as what they mean: a day count after the T ("PT0D4H45M"), designators
 * without their number ("PTH25MS" → PT25M), and a time without its T ("P1H30M", and "P30M": more months than a
 * year has are minutes; "P1M" stays a month).
 */
function withSlipsMended(text: string): string {
  let mended = text.replace(/\s+/g, '').replace(/^PT(\d+)D/i, 'P$1DT');
  const monthsOrMinutes = /^P(\d+)M$/i.exec(mended);
  if (/^P[\d.,]+[HS]/i.test(mended) || (monthsOrMinutes && Number(monthsOrMinutes[1]) > 12))
    mended = `PT${mended.slice(1)}`;
  const t = mended.search(/T/i);
  if (t >= 0) mended = mended.slice(0, t + 1) + mended.slice(t + 1).replace(/(?<![\d.,])[HMS]/gi, '');
  return mended;
}

/** Whole minutes, or undefined when the value is not a duration (years and months are not recipe times). */
export function minutesOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const match = ISO_DURATION.exec(withSlipsMended(text));
  if (!match) return /^P/i.test(text) ? undefined : minutesOfText(text);
  if (text.length < 3) return undefined;
  const [, years, months, weeks, days, hours, minutes, seconds] = match;
  if (number(years) || number(months)) return undefined;
  const total =
    number(weeks) * 7 * 24 * 60 + number(days) * 24 * 60 + number(hours) * 60 + number(minutes) + number(seconds) / 60;
  return Math.round(total);
}
