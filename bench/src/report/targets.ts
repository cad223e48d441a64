// The targets of issues 9 and 16, checked against one run's numbers.
import type { LighthouseResult, Preset } from '../frontend/lighthouse';
import type { LoadResult } from '../load/run-load';
import type { BenchReport, TargetResult } from './types';

export const TARGETS = {
  p99Ms: 20,
  listRatioToFloor: 0.5,
  lighthouse: { mobile: 97, 'mobile-devtools': 92, desktop: 100 } as Record<Preset, number>,
  spaGap: 2,
  firstLoadJsGzipKb: 150,
  roundTrips: 2,
  thumbnailKb: 30,
  pageImageKb: 200,
  referenceRecipes: 100_000,
  unseenSearchP99Ms: 20,
  unseenSearchRatioToFloor: 0.25,
  recipeRatioToFloor: 0.5,
  deepRatioToFloor: 0.5,
  mixedSlowdownPercent: 20,
};

/** Issue 16's rows: the paths no cache helps, saves, and reads beside saves. */
function issue16ApiTargets(db: BenchReport['databases'][number], scale: string): TargetResult[] {
  const targets: TargetResult[] = [];
  const byId = new Map(db.load.map((r) => [r.id, r]));
  const ratio = (r: LoadResult) => `${r.ratioToFloor ?? '?'} × floor (${r.rps} req/s)`;
  const unseen = byId.get('search-unseen');
  if (unseen) {
    targets.push({
      id: `${db.kind}-search-unseen`,
      issue: '16',
      area: 'API',
      target: `${db.kind}: never-seen search (\`search-unseen\`, ${unseen.connections} connections) p99 ≤ ${TARGETS.unseenSearchP99Ms} ms and ≥ ${TARGETS.unseenSearchRatioToFloor} × the floor at 100,000 recipes`,
      measured: `p99 ${unseen.p99} ms, ${ratio(unseen)}${scale}`,
      pass: unseen.p99 <= TARGETS.unseenSearchP99Ms && (unseen.ratioToFloor ?? 0) >= TARGETS.unseenSearchRatioToFloor,
    });
  }
  const recipe = byId.get('recipe');
  if (recipe) {
    targets.push({
      id: `${db.kind}-recipe-throughput`,
      issue: '16',
      area: 'API',
      target: `${db.kind}: \`GET /api/recipes/{stub}\` (any recipe) ≥ ${TARGETS.recipeRatioToFloor} × the floor`,
      measured: `${ratio(recipe)}, p99 ${recipe.p99} ms${scale}`,
      pass: (recipe.ratioToFloor ?? 0) >= TARGETS.recipeRatioToFloor,
    });
  }
  const deep = ['list-deep', 'tag-deep'].flatMap((id) => byId.get(id) ?? []);
  if (deep.length > 0) {
    targets.push({
      id: `${db.kind}-deep-throughput`,
      issue: '16',
      area: 'API',
      target: `${db.kind}: random deep pages (\`list-deep\`, \`tag-deep\`) ≥ ${TARGETS.deepRatioToFloor} × the floor`,
      measured: `${deep.map((r) => `${r.id} ${ratio(r)}`).join('; ')}${scale}`,
      pass: deep.every((r) => (r.ratioToFloor ?? 0) >= TARGETS.deepRatioToFloor),
    });
  }
  const saves = ['save', 'save-picture'].flatMap((id) => byId.get(id) ?? []);
  if (saves.length > 0) {
    targets.push({
      id: `${db.kind}-saves`,
      issue: '16',
      area: 'API',
      target: `${db.kind}: saves with and without a picture reported (p99, req/s), every one accepted`,
      measured: `${saves.map((r) => `${r.id}: ${r.rps} req/s, p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} refused` : ''}`).join('; ')}${scale}`,
      pass: saves.length === 2 && saves.every((r) => r.non2xx === 0 && r.errors === 0 && r.requests > 0),
    });
  }
  if (db.mixed) {
    const worstRead = db.mixed.reads.reduce((max, r) => (r.slowdownPercent > max.slowdownPercent ? r : max));
    targets.push({
      id: `${db.kind}-mixed`,
      issue: '16',
      area: 'API',
      target: `${db.kind}: no read slowed by more than ${TARGETS.mixedSlowdownPercent} % (req/s) while saves run beside it (mixed)`,
      measured:
        `worst ${worstRead.id} ${worstRead.slowdownPercent} % (${worstRead.alone.rps} → ${worstRead.withSaves.rps} req/s, p99 ${worstRead.alone.p99} → ${worstRead.withSaves.p99} ms); ` +
        `saves beside: ${db.mixed.saves.rps} req/s${scale}`,
      pass:
        worstRead.slowdownPercent <= TARGETS.mixedSlowdownPercent &&
        db.mixed.saves.requests > 0 &&
        db.mixed.saves.non2xx === 0,
    });
  }
  return targets;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function worst(results: LoadResult[], key: 'p99'): LoadResult | undefined {
  return results.reduce<LoadResult | undefined>((max, r) => (!max || r[key] > max[key] ? r : max), undefined);
}

export function evaluateTargets(report: Omit<BenchReport, 'targets'>): TargetResult[] {
  const targets: TargetResult[] = [];
  const scale =
    report.settings.recipes === TARGETS.referenceRecipes
      ? ''
      : ` (run at ${report.settings.recipes.toLocaleString('en')} recipes, not 100,000)`;
  for (const db of report.databases) {
    const groups = { list: 'list', search: 'search', 'search-unseen': 'never-seen search (cache misses)' } as const;
    for (const [group, words] of Object.entries(groups) as Array<[keyof typeof groups, string]>) {
      const results = db.load.filter((r) => r.group === group);
      const slowest = worst(results, 'p99');
      if (!slowest) continue;
      targets.push({
        id: `${db.kind}-${group}-p99`,
        issue: '9',
        area: 'API',
        target: `${db.kind}: every ${words} scenario p99 ≤ ${TARGETS.p99Ms} ms at 100,000 recipes`,
        measured: `worst ${slowest.p99} ms (${slowest.id})${scale}`,
        pass: slowest.p99 <= TARGETS.p99Ms,
      });
    }
    const lists = db.load.filter((r) => r.group === 'list' && r.ratioToFloor !== undefined);
    const lowest = lists.reduce<LoadResult | undefined>(
      (min, r) => (!min || (r.ratioToFloor ?? 0) < (min.ratioToFloor ?? 0) ? r : min),
      undefined,
    );
    if (lowest) {
      targets.push({
        id: `${db.kind}-list-throughput`,
        issue: '9',
        area: 'API',
        target: `${db.kind}: every list scenario ≥ ${TARGETS.listRatioToFloor} × the floor's req/s`,
        measured: `lowest ${lowest.ratioToFloor} × (${lowest.id}: ${lowest.rps} req/s)`,
        pass: (lowest.ratioToFloor ?? 0) >= TARGETS.listRatioToFloor,
      });
    }
    const fiveHundreds = db.load.reduce((sum, r) => sum + r.status5xx, 0);
    const failures = db.load.reduce((sum, r) => sum + r.errors, 0);
    targets.push({
      id: `${db.kind}-no-5xx`,
      issue: '9',
      area: 'API',
      target: `${db.kind}: no 5xx (and no dropped connections) under load`,
      measured: `${fiveHundreds} × 5xx, ${failures} connection errors`,
      pass: fiveHundreds === 0 && failures === 0,
    });
    targets.push(...issue16ApiTargets(db, scale));
  }

  const frontend = report.frontend;
  if (!frontend && report.frontendError) {
    targets.push({
      id: 'frontend-measured',
      issue: '9, 16',
      area: 'Front end',
      target: 'the front end could be measured',
      measured: report.frontendError,
      pass: false,
    });
  }
  if (frontend) {
    const lighthouse = frontend.lighthouse;
    const site = lighthouse.filter((r) => r.page !== 'spa-home');
    for (const preset of ['mobile', 'mobile-devtools', 'desktop'] as Preset[]) {
      const results = site.filter((r) => r.preset === preset);
      if (results.length === 0) continue;
      const min = TARGETS.lighthouse[preset];
      const quiet =
        preset === 'mobile'
          ? `; holds when the machine is quiet (load average at start ${report.machine.loadAverageAtStart} on ${report.machine.cores} cores)`
          : '';
      targets.push({
        id: `lighthouse-${preset}`,
        issue: preset === 'mobile' ? '9, 16' : '9',
        area: 'Front end',
        target: `Lighthouse ${preset} ≥ ${min} on / and a recipe page (median of ${frontend.lighthouseRuns}${quiet})`,
        measured: results.map((r) => `${r.page} ${r.score}`).join(', '),
        pass: results.every((r) => r.score >= min),
      });
    }
    const home = site.find((r: LighthouseResult) => r.page === 'home' && r.preset === 'mobile');
    const spa = lighthouse.find((r) => r.page === 'spa-home' && r.preset === 'mobile');
    if (home && spa) {
      targets.push({
        id: 'lighthouse-vs-spa',
        issue: '9, 16',
        area: 'Front end',
        target: `Lighthouse mobile on / within ${TARGETS.spaGap} points of the one-bundle SPA measured in the same run (medians of ${frontend.lighthouseRuns})`,
        measured: `${home.score} vs SPA ${spa.score}`,
        pass: home.score >= spa.score - TARGETS.spaGap,
      });
    }
    if (site.length > 0) {
      const worstCls = Math.max(...site.map((r) => r.worstCls));
      targets.push({
        id: 'cls',
        issue: '9, 16',
        area: 'Front end',
        target: 'CLS 0 in every Lighthouse run',
        measured: `worst ${worstCls}`,
        pass: worstCls === 0,
      });
    }
    const homeWeight = frontend.routes.find((r) => r.path === '/');
    if (homeWeight) {
      targets.push({
        id: 'first-load-js',
        issue: '9, 16',
        area: 'Front end',
        target: `first-load JS for / ≤ ${TARGETS.firstLoadJsGzipKb} KB gzip`,
        measured: `${kb(homeWeight.jsBeforeReady.gzip)} gzip (${homeWeight.jsBeforeReady.requests} files)`,
        pass: homeWeight.jsBeforeReady.gzip <= TARGETS.firstLoadJsGzipKb * 1024,
      });
      targets.push({
        id: 'round-trips',
        issue: '9',
        area: 'Front end',
        target: `≤ ${TARGETS.roundTrips} round trips after the HTML before the first card`,
        measured: `${homeWeight.roundTrips} (${homeWeight.chain.join(' → ')})`,
        pass: homeWeight.roundTrips <= TARGETS.roundTrips,
      });
    }
  }

  if (report.images) {
    targets.push({
      id: 'thumbnail',
      issue: '9',
      area: 'Images',
      target: `thumbnail ≤ ${TARGETS.thumbnailKb} KB for a 12 MP photo`,
      measured: kb(report.images.thumbnail.bytes),
      pass: report.images.thumbnail.bytes <= TARGETS.thumbnailKb * 1024,
    });
    targets.push({
      id: 'page-image',
      issue: '9',
      area: 'Images',
      target: `page image ≤ ${TARGETS.pageImageKb} KB for a 12 MP photo`,
      measured: kb(report.images.page.bytes),
      pass: report.images.page.bytes <= TARGETS.pageImageKb * 1024,
    });
  }
  return targets;
}
