import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// WCAG AA for the colour tokens in both schemes: text 4.5:1, control borders and focus rings 3:1 (WCAG 1.4.11).

const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

function colours(block: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)) {
    found[name!] = value!;
  }
  return found;
}

const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
const light = colours(css.slice(0, darkStart));
const dark = { ...light, ...colours(css.slice(darkStart, css.indexOf('/* Base */'))) };

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** [foreground, background] token pairs as they are used together. */
const TEXT_PAIRS = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-sunken'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent-hover', 'bg'],
  ['accent-hover', 'surface'],
  ['accent-contrast', 'accent'],
  ['accent-contrast', 'accent-hover'],
  ['text', 'accent-soft'],
  ['muted', 'accent-soft'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['danger-contrast', 'danger'],
  ['danger-contrast', 'danger-hover'],
  ['text', 'danger-soft'],
] as const;

const NON_TEXT_PAIRS = [
  ['border-strong', 'bg'],
  ['border-strong', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['focus', 'accent-soft'],
  ['danger', 'danger-soft'],
] as const;

describe.each([
  ['light', light],
  ['dark', dark],
])('%s scheme colour tokens', (_scheme, palette) => {
  it('defines every colour the components use', () => {
    for (const [fg, bg] of [...TEXT_PAIRS, ...NON_TEXT_PAIRS]) {
      expect(palette).toHaveProperty(`color-${fg}`);
      expect(palette).toHaveProperty(`color-${bg}`);
    }
  });

  it.each(TEXT_PAIRS)('%s text on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(palette[`color-${fg}`]!, palette[`color-${bg}`]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrast(palette[`color-${fg}`]!, palette[`color-${bg}`]!)).toBeGreaterThanOrEqual(3);
  });
});

describe('tokens.css', () => {
  it('overrides every colour in the dark scheme', () => {
    const darkOnly = colours(css.slice(darkStart, css.indexOf('/* Base */')));
    expect(Object.keys(darkOnly).sort()).toEqual(Object.keys(light).sort());
  });

  it('hides [data-print="hide"] when printing and honours reduced motion', () => {
    expect(css).toMatch(/@media print\s*{\s*\[data-print='hide'\]\s*{\s*display: none !important;/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
  });
});
