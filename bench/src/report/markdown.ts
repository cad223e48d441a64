// report.md: the targets first, then every number behind them.
import type { RouteWeight } from '../frontend/page-weight';
import type { LoadResult } from '../load/run-load';
import { scalingSection } from './scaling-section';
import type { BenchReport, DatabaseRun } from './types';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (pass: boolean | null) => (pass === null ? '—' : pass ? '✅ pass' : '❌ fail');
const cell = (value: string | number) => String(value).replace(/\|/g, '\\|');
const DB_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

function table(head: string[], rows: Array<Array<string | number>>): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function loadTable(db: DatabaseRun): string {
  return table(
    [
      'scenario',
      'what',
      'conns',
      'req/s',
      'floor req/s',
      '× floor',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'non-2xx',
      '5xx',
      'errors',
      'bytes/answer',
    ],
    db.load.map((r) => [
      `\`${r.id}\``,
      r.description,
      r.connections,
      r.rps,
      r.floorRps ?? '',
      r.ratioToFloor ?? '',
      r.p50,
      r.p90,
      r.p99,
      r.max,
      r.non2xx,
      r.status5xx,
      r.errors,
      r.bytesPerResponse,
    ]),
  );
}

function sideBySide(report: BenchReport): string {
  const [a, b] = report.databases as [DatabaseRun, DatabaseRun];
  const byId = new Map<string, LoadResult>(b.load.map((r) => [r.id, r]));
  return table(
    [
      'scenario',
      `${DB_NAMES[a.kind]} req/s`,
      `${DB_NAMES[a.kind]} p99 ms`,
      `${DB_NAMES[b.kind]} req/s`,
      `${DB_NAMES[b.kind]} p99 ms`,
    ],
    a.load.map((r) => {
      const other = byId.get(r.id);
      return [`\`${r.id}\``, r.rps, r.p99, other?.rps ?? '', other?.p99 ?? ''];
    }),
  );
}

function mixedSection(report: BenchReport): string {
  const runs = report.databases.filter((db) => db.mixed);
  if (runs.length === 0) return '';
  const first = runs[0]?.mixed;
  const parts = [
    `### Mixed: reads with saves beside them\n\nFour reads, each on its own connections (${report.settings.connections} in all), ${first?.seconds} s alone and ${first?.seconds} s ` +
      `while editors' saves (\`${first?.saves.id}\`, ${first?.saves.rate} a second in all, over ${first?.saves.connections} connections) run at the same time, in alternating slices of about 2 s (alone, with saves, alone, …), so other work on the machine weighs on both sides alike. Slower = how much lower the read's req/s was with saves beside it.`,
  ];
  for (const db of runs) {
    const mixed = db.mixed!;
    parts.push(
      `#### ${DB_NAMES[db.kind]}\n\n` +
        table(
          [
            'read',
            'conns',
            'req/s alone',
            'req/s with saves',
            'slower %',
            'p99 ms alone',
            'p99 ms with saves',
            'p99 growth %',
            'non-2xx',
            '5xx',
            'errors',
          ],
          [
            ...mixed.reads.map((r) => [
              `\`${r.id}\``,
              r.connections,
              r.alone.rps,
              r.withSaves.rps,
              r.slowdownPercent,
              r.alone.p99,
              r.withSaves.p99,
              r.p99GrowthPercent,
              r.alone.non2xx + r.withSaves.non2xx,
              r.alone.status5xx + r.withSaves.status5xx,
              r.alone.errors + r.withSaves.errors,
            ]),
            [
              `\`${mixed.saves.id}\` (beside them)`,
              mixed.saves.connections,
              '—',
              mixed.saves.rps,
              '—',
              '—',
              mixed.saves.p99,
              '—',
              mixed.saves.non2xx,
              mixed.saves.status5xx,
              mixed.saves.errors,
            ],
          ],
        ),
    );
  }
  return parts.join('\n\n');
}

function seedLine(db: DatabaseRun): string {
  const { seed } = db;
  const rate = seed.recipesPerSecond ? ` (${seed.recipesPerSecond.toLocaleString('en')} recipes/s)` : '';
  const size = seed.databaseBytes ? `; the database is ${(seed.databaseBytes / 2 ** 20).toFixed(1)} MiB on disk` : '';
  const memory = db.serverMemory
    ? `. Server RSS after the reads: ${db.serverMemory.rssMiB} MiB (peak ${db.serverMemory.peakRssMiB} MiB${db.serverMemory.fileMiB ? `; ${db.serverMemory.fileMiB} MiB of it file pages, the database read through a memory map` : ''})`
    : '';
  return `Seeded ${seed.recipes.toLocaleString('en')} recipes through the server's data layer (\`insertRecipesBulk\`) in ${seed.seconds.toFixed(0)} s${rate}${size}${memory}.`;
}

function baselineSection(report: BenchReport): string {
  const baseline = report.baseline;
  if (!baseline) return '';
  const parts = [
    `## Before / after\n\n"Before" is \`${baseline.file}\` (${baseline.generatedAt}, commit ${baseline.commit}); "after" is this run. Same machine, same options.`,
  ];
  for (const db of report.databases) {
    const before = baseline.databases.find((d) => d.kind === db.kind);
    if (!before) continue;
    const old = new Map(before.load.map((r) => [r.id, r]));
    parts.push(
      `### ${DB_NAMES[db.kind]}\n\n` +
        table(
          [
            'scenario',
            'req/s before',
            'req/s after',
            'p99 ms before',
            'p99 ms after',
            '× floor before',
            '× floor after',
          ],
          db.load.map((r) => {
            const o = old.get(r.id);
            return [
              `\`${r.id}\``,
              o?.rps ?? '',
              r.rps,
              o?.p99 ?? '',
              r.p99,
              o?.ratioToFloor ?? '',
              r.ratioToFloor ?? '',
            ];
          }),
        ),
    );
  }
  const oldTargets = new Map(baseline.targets.map((t) => [t.id, t]));
  parts.push(
    '### Targets before / after\n\n' +
      table(
        ['target', 'before', 'after'],
        report.targets.map((t) => {
          const o = oldTargets.get(t.id);
          return [t.target, o ? `${o.measured} ${mark(o.pass)}` : '', `${t.measured} ${mark(t.pass)}`];
        }),
      ),
  );
  return parts.join('\n\n');
}

function routeRows(routes: RouteWeight[]): Array<Array<string | number>> {
  return routes.map((r) => [
    `\`${r.path.length > 40 ? `${r.path.slice(0, 37)}…` : r.path}\` (${r.label})`,
    r.readyDescription,
    r.readyMs,
    r.roundTrips,
    `${kb(r.jsBeforeReady.raw)} / ${kb(r.jsBeforeReady.gzip)}`,
    `${kb(r.beforeReady.raw)} / ${kb(r.beforeReady.gzip)} / ${kb(r.beforeReady.wire)}`,
    r.beforeReady.requests,
    `${kb(r.total.gzip)} (${r.total.requests})`,
  ]);
}

function frontendSection(report: BenchReport): string {
  const frontend = report.frontend;
  if (!frontend) {
    return report.frontendError
      ? `## Front end\n\n**The measurement failed:** ${report.frontendError}`
      : '## Front end\n\nNot measured in this run (`--skip-frontend`).';
  }
  const routes = [...frontend.routes, ...(frontend.spa ? [frontend.spa] : [])];
  const parts = [
    '## Front end (production build)\n\n### First load per route\n\nA fresh browser (empty cache, no throttling) opens the route; everything requested until its content shows ' +
      'is counted. Raw = decoded bytes, gzip = the same files gzip-compressed by the server, wire = what Chromium actually ' +
      'transferred (brotli, headers included). Round trips = sequential waits after the HTML (see Method).\n\n' +
      table(
        [
          'route',
          'content shown',
          'shown at ms',
          'round trips',
          'JS KB raw / gzip',
          'all KB raw / gzip / wire',
          'requests',
          'until idle KB gzip (requests)',
        ],
        routeRows(routes),
      ),
  ];
  for (const route of routes) {
    parts.push(
      `#### \`${route.path}\` (${route.label}) by app, before the content showed\n\nWait chain: ${route.chain.map((p) => `\`${p.length > 60 ? `${p.slice(0, 57)}…` : p}\``).join(' → ') || '—'}\n\n` +
        table(
          ['app', 'requests', 'KB raw', 'KB gzip', 'KB wire'],
          Object.entries(route.byApp).map(([app, bytes]) => [
            app,
            bytes.requests,
            kb(bytes.raw),
            kb(bytes.gzip),
            kb(bytes.wire),
          ]),
        ),
    );
  }
  if (frontend.lighthouse.length > 0) {
    parts.push(
      `### Lighthouse 12 (median of ${frontend.lighthouseRuns} run${frontend.lighthouseRuns === 1 ? '' : 's'})\n\n` +
        'Presets: `mobile` = default (simulated throttling), `mobile-devtools` = `--throttling-method=devtools`, `desktop` = the desktop preset. ' +
        '`spa-home` is the one-bundle SPA of the home page (bench/spa: the same header and catalog components, no federation).\n\n' +
        table(
          ['page', 'preset', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'SI ms', 'CLS (worst)', 'all scores'],
          frontend.lighthouse.map((r) => [
            r.page,
            r.preset,
            r.score,
            r.fcp,
            r.lcp,
            r.tbt,
            r.si,
            r.worstCls,
            r.runs.map((run) => run.score).join(', '),
          ]),
        ),
    );
  } else {
    parts.push('### Lighthouse\n\nSkipped in this run.');
  }
  return parts.join('\n\n');
}

function imagesSection(report: BenchReport): string {
  const images = report.images;
  if (!images) return '## Images\n\nNot measured in this run.';
  const row = (name: string, s: { bytes: number; width: number; height: number; format: string }) => [
    name,
    `${s.width} × ${s.height}`,
    s.format,
    kb(s.bytes),
  ];
  return (
    `## Images\n\nA ${images.upload.width} × ${images.upload.height} (12 MP) photo-like JPEG (generated with sharp: soft shapes, texture, sensor noise), ` +
    `uploaded by the editor as a new recipe in ${images.uploadSeconds} s.\n\n` +
    table(
      ['file', 'size px', 'format', 'KB'],
      [
        row('upload', images.upload),
        row('thumbnail (cards)', images.thumbnail),
        row('page image', images.page),
        [
          'placeholder (inline `data:` URI)',
          '—',
          'webp',
          `${kb(images.placeholder.bytes)} (${images.placeholder.uriLength} characters in every list answer)`,
        ],
      ],
    )
  );
}

export function renderMarkdown(report: BenchReport): string {
  const { machine, settings } = report;
  const passed = report.targets.filter((t) => t.pass === true).length;
  const failed = report.targets.filter((t) => t.pass === false).length;
  const sections = [
    `# Benchmarks\n\n${report.mode === 'quick' ? '> **Quick run** (smoke test of the bench): small data, short loads. Not the reference numbers.\n\n' : ''}` +
      `Generated ${report.generatedAt} by \`${report.command}\` at commit ${report.source.commit}${report.source.dirty ? ' (with uncommitted changes)' : ''}. ` +
      `${passed} targets pass, ${failed} fail.`,
    `## Machine\n\n${table(
      ['cpu', 'cores', 'RAM', 'OS', 'Node.js', 'load average at start', 'databases'],
      [
        [
          machine.cpu,
          machine.cores,
          `${machine.memoryGiB} GiB`,
          machine.os,
          machine.node,
          machine.loadAverageAtStart,
          report.databases.map((d) => d.version).join(', '),
        ],
      ],
    )}\n\nThe machine is shared (other work ran beside the bench), so absolute numbers move between runs; the ratios to the floor, taken in the same minute, move less.`,
    `## Targets (issues 9 and 16)\n\n${table(
      ['issue', 'area', 'target', 'measured', 'result'],
      report.targets.map((t) => [t.issue ?? '', t.area, t.target, t.measured, mark(t.pass)]),
    )}`,
    `## API under load\n\n${settings.recipes.toLocaleString('en')} recipes; autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.duration} s per scenario, ` +
      'requests sent as the browser sends them (`Accept-Encoding: gzip, deflate, br`). Latencies are exact, from every answer.',
    ...(report.databases.length === 2 ? [`### Side by side\n\n${sideBySide(report)}`] : []),
    ...report.databases.map((db) => `### ${DB_NAMES[db.kind]} (${db.version})\n\n${seedLine(db)}\n\n${loadTable(db)}`),
    mixedSection(report),
    report.scaling ? scalingSection(report.scaling) : '',
    baselineSection(report),
    frontendSection(report),
    imagesSection(report),
    report.notes ? `## Performance work\n\n${report.notes.trim()}` : '',
    `## Method\n\n` +
      '- Data: `bench/src/dataset` generates recipes from a fixed seed (names like "Smoky Chickpea Stew with Lemon", accents included, 10–20 ingredients in 1–3 sections, 5–10 steps, 0–4 tags with a skewed spread, 75 % sharing one of 12 pictures made by the server\'s own image pipeline) and inserts them with the server\'s `insertRecipesBulk`, 25,000 per transaction without pauses (no server reads the database yet), into a temporary `DATA_DIR` (and a temporary PostgreSQL database, then `VACUUM ANALYZE` as autovacuum would). Stubs are kept packed in one buffer, so a million recipes seed in bounded memory.\n' +
      '- Server: `node server/dist/main.js`, the production build, on 127.0.0.1, serving a private copy of the front-end build. The load generator runs on the same two cores.\n' +
      '- Load: each scenario draws its requests from a seeded random stream (same sequence every run). `list` scenarios are the unfiltered list and tag filters; `search` scenarios use the search box. "× floor" = req/s divided by the req/s of `GET /api/tags` measured in 1 s slices interleaved with the scenario\'s own 2 s slices (the machine is shared, so the floor moves from minute to minute). The saves (`save`: no picture; `save-picture`: a small photo with every save) log in as an editor and send multipart saves with the marker header and session cookie, half new recipes and half edits; they run last, after the mixed scenario, because they grow the collection.\n' +
      '- Round trips: a request waits on every script, style sheet or fetched configuration (remotes.json, manifests) that finished before the browser asked for it; its depth is one more than the deepest of those (anything the HTML preloads, code or API answers: 1; an API call made by that code: 2). API answers are not taken to gate each other.\n' +
      '- Lighthouse: Chromium at `/usr/bin/chromium` with `--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync`, performance category only, against the server holding the full data set.\n' +
      '- Run it: `npm run bench` (options: `npm run bench -- --help`).',
  ];
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}
