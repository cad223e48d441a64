// A small SVG line chart on log–log axes (no charting library: a few scales and paths are all the report needs).

export interface Point {
  x: number;
  y: number;
}

export interface Series {
  label: string;
  color: string;
  /** stroke-dasharray, e.g. "6 4" (dashed), or none for a solid line. */
  dash?: string;
  points: Point[];
}

export interface Panel {
  title: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
}

export type Scale = (value: number) => number;

/** The decade bounds around [min, max]: 0.0042–37 → [0.001, 100]. */
export function decades(min: number, max: number): [number, number] {
  const low = 10 ** Math.floor(Math.log10(min));
  const high = 10 ** Math.ceil(Math.log10(max));
  return [low, high === low ? low * 10 : high];
}

/** Maps [domain] onto [range] so equal ratios take equal distances. */
export function logScale([d0, d1]: [number, number], [r0, r1]: [number, number]): Scale {
  const l0 = Math.log10(d0);
  const span = Math.log10(d1) - l0;
  return (value) => r0 + ((Math.log10(value) - l0) / span) * (r1 - r0);
}

/** Powers of ten from low to high inclusive. */
export function decadeTicks([low, high]: [number, number]): number[] {
  const ticks: number[] = [];
  for (let exponent = Math.round(Math.log10(low)); exponent <= Math.round(Math.log10(high)); exponent += 1)
    ticks.push(10 ** exponent);
  return ticks;
}

const fixed = (value: number) => Number(value.toFixed(1));

/** An SVG path through the points (those ≤ 0 cannot sit on a log axis and are left out). */
export function linePath(points: Point[], x: Scale, y: Scale): string {
  return points
    .filter((point) => point.x > 0 && point.y > 0)
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${fixed(x(point.x))} ${fixed(y(point.y))}`)
    .join(' ');
}

export function tickLabel(value: number): string {
  if (value >= 1_000_000) return `${value / 1_000_000}M`;
  if (value >= 1000) return `${value / 1000}k`;
  return String(value);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const PANEL = { width: 460, height: 320, left: 64, right: 16, top: 36, bottom: 48 };

function panelSvg(panel: Panel, offsetX: number): string {
  const points = panel.series.flatMap((series) => series.points).filter((point) => point.x > 0 && point.y > 0);
  if (points.length === 0) return '';
  const xDomain = decades(Math.min(...points.map((p) => p.x)), Math.max(...points.map((p) => p.x)));
  const yDomain = decades(Math.min(...points.map((p) => p.y)), Math.max(...points.map((p) => p.y)));
  const plotRight = PANEL.width - PANEL.right;
  const plotBottom = PANEL.height - PANEL.bottom;
  const x = logScale(xDomain, [PANEL.left, plotRight]);
  const y = logScale(yDomain, [plotBottom, PANEL.top]);
  const parts = [
    `<g transform="translate(${offsetX} 0)">`,
    `<text x="${PANEL.width / 2}" y="20" text-anchor="middle" font-weight="bold">${escape(panel.title)}</text>`,
    `<rect x="${PANEL.left}" y="${PANEL.top}" width="${plotRight - PANEL.left}" height="${plotBottom - PANEL.top}" fill="none" stroke="#999"/>`,
  ];
  for (const tick of decadeTicks(xDomain)) {
    parts.push(
      `<line x1="${fixed(x(tick))}" x2="${fixed(x(tick))}" y1="${PANEL.top}" y2="${plotBottom}" stroke="#e3e3e3"/>`,
      `<text x="${fixed(x(tick))}" y="${plotBottom + 16}" text-anchor="middle">${tickLabel(tick)}</text>`,
    );
  }
  for (const tick of decadeTicks(yDomain)) {
    parts.push(
      `<line x1="${PANEL.left}" x2="${plotRight}" y1="${fixed(y(tick))}" y2="${fixed(y(tick))}" stroke="#e3e3e3"/>`,
      `<text x="${PANEL.left - 6}" y="${fixed(y(tick)) + 4}" text-anchor="end">${tickLabel(tick)}</text>`,
    );
  }
  parts.push(
    `<text x="${(PANEL.left + plotRight) / 2}" y="${PANEL.height - 10}" text-anchor="middle">${escape(panel.xLabel)}</text>`,
    `<text transform="translate(16 ${(PANEL.top + plotBottom) / 2}) rotate(-90)" text-anchor="middle">${escape(panel.yLabel)}</text>`,
  );
  for (const series of panel.series) {
    const d = linePath(series.points, x, y);
    if (!d) continue;
    parts.push(
      `<path d="${d}" fill="none" stroke="${series.color}" stroke-width="2"${series.dash ? ` stroke-dasharray="${series.dash}"` : ''}><title>${escape(series.label)}</title></path>`,
      ...series.points
        .filter((point) => point.x > 0 && point.y > 0)
        .map((point) => `<circle cx="${fixed(x(point.x))}" cy="${fixed(y(point.y))}" r="2.5" fill="${series.color}"/>`),
    );
  }
  parts.push('</g>');
  return parts.join('\n');
}

/** Panels side by side, one legend below them: `legend` lists colours (e.g. scenarios) and line styles (e.g. databases). */
export function chartSvg(
  title: string,
  panels: Panel[],
  legend: { colors: Array<{ label: string; color: string }>; styles: Array<{ label: string; dash?: string }> },
): string {
  const width = PANEL.width * panels.length;
  const legendTop = PANEL.height + 8;
  const perRow = Math.max(1, Math.floor(width / 150));
  const entries = [
    ...legend.colors.map((entry) => ({
      label: entry.label,
      color: entry.color,
      dash: undefined as string | undefined,
    })),
    ...legend.styles.map((entry) => ({ label: entry.label, color: '#333', dash: entry.dash })),
  ];
  const rows = Math.ceil(entries.length / perRow);
  const height = legendTop + rows * 20 + 12;
  const legendSvg = entries.map((entry, index) => {
    const lx = 16 + (index % perRow) * 150;
    const ly = legendTop + Math.floor(index / perRow) * 20 + 10;
    return (
      `<line x1="${lx}" x2="${lx + 24}" y1="${ly}" y2="${ly}" stroke="${entry.color}" stroke-width="2"${entry.dash ? ` stroke-dasharray="${entry.dash}"` : ''}/>` +
      `<text x="${lx + 30}" y="${ly + 4}">${escape(entry.label)}</text>`
    );
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<title>${escape(title)}</title>`,
    '<rect width="100%" height="100%" fill="#fff"/>',
    ...panels.map((panel, index) => panelSvg(panel, index * PANEL.width)),
    ...legendSvg,
    '</svg>',
    '',
  ].join('\n');
}
