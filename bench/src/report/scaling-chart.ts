// scaling.svg: p99 and req/s of each read scenario against the number of recipes, one line per scenario
// (colour) and database (solid SQLite, dashed PostgreSQL), both axes logarithmic.
import type { ScalingPoint } from '../scaling/types';
import { SCALING_SCENARIOS } from '../scaling/types';
import { chartSvg, type Panel, type Series } from './svg-chart';

const COLORS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f'];
const STYLES = {
  sqlite: { label: 'SQLite', dash: undefined },
  postgres: { label: 'PostgreSQL', dash: '6 4' },
} as const;

function seriesOf(points: ScalingPoint[], value: 'p99' | 'rps'): Series[] {
  const kinds = [...new Set(points.map((point) => point.kind))];
  return kinds.flatMap((kind) =>
    SCALING_SCENARIOS.map((id, index) => ({
      label: `${id} (${STYLES[kind].label})`,
      color: COLORS[index % COLORS.length] as string,
      ...(STYLES[kind].dash ? { dash: STYLES[kind].dash } : {}),
      points: points
        .filter((point) => point.kind === kind)
        .flatMap((point) => point.scenarios.filter((s) => s.id === id).map((s) => ({ x: point.recipes, y: s[value] }))),
    })).filter((series) => series.points.length > 0),
  );
}

export function scalingSvg(points: ScalingPoint[]): string {
  const panels: Panel[] = [
    { title: 'p99 latency (ms, log)', xLabel: 'recipes (log)', yLabel: 'p99 ms', series: seriesOf(points, 'p99') },
    { title: 'throughput (req/s, log)', xLabel: 'recipes (log)', yLabel: 'req/s', series: seriesOf(points, 'rps') },
  ];
  const kinds = [...new Set(points.map((point) => point.kind))];
  return chartSvg('How cost grows with the number of recipes', panels, {
    colors: SCALING_SCENARIOS.map((id, index) => ({ label: id, color: COLORS[index % COLORS.length] as string })),
    styles: kinds.map((kind) => STYLES[kind]),
  });
}
