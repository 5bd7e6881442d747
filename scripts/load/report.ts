/** The benchmark's output: one table row per run, the same as JSON, and the latency-vs-load chart. */
import type { ProcessFigures } from './proc-stats.ts';
import type { ScenarioFigures } from './recorder.ts';

export interface RunRow extends ScenarioFigures {
  processes: Omit<ProcessFigures, 'rssSeries'>[];
  /** 1-minute load average when the run started and when it ended (it lags: the previous run's work still shows). */
  loadStart: number;
  loadEnd: number;
  /**
   * CPU (cores) the machine spent during the run outside the benchmark's own processes (the
   * instances, PostgreSQL, HAProxy, the load generator with S3 in it): other work sharing the cores.
   */
  otherCores: number;
  /** Other work took more than OTHER_WORK_CORES: the figures are low. */
  loaded: boolean;
}

/** Above this much CPU of other work during a run (2 cores), its figures are marked LOADED. */
export const OTHER_WORK_CORES = 0.2;

/** The CPU of other work during a run: the machine's busy cores less the benchmark's own processes. */
export function otherWork(
  machineBusyCores: number,
  processes: readonly { cpuCores: number }[],
): Pick<RunRow, 'otherCores' | 'loaded'> {
  const own = processes.reduce((sum, process) => sum + process.cpuCores, 0);
  const otherCores = Math.max(0, Math.round((machineBusyCores - own) * 100) / 100);
  return { otherCores, loaded: otherCores > OTHER_WORK_CORES };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => status === '0' || Number(status) >= 400)
    .map(([status, n]) => `${status === '0' ? 'none' : status}×${n}`)
    .join(' ') || '-';

export function table(rows: RunRow[]): string {
  const header = `${'scenario'.padEnd(26)} ${'topology'.padEnd(8)} ${pad('conc', 4)} ${pad('req/s', 7)} ${pad('unit/s', 7)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)}  errors           CPU cores / RSS MB per process                 load`;
  const lines = rows.map((row) => {
    const processes = row.processes
      .map((p) => `${p.name} ${p.cpuCores.toFixed(2)}/${Math.round(p.rssPeakMb)}`)
      .join(', ');
    const load = `${row.loadStart.toFixed(1)}→${row.loadEnd.toFixed(1)} other ${row.otherCores.toFixed(2)}${row.loaded ? ' LOADED' : ''}`;
    return `${row.scenario.padEnd(26)} ${row.topology.padEnd(8)} ${pad(row.concurrency, 4)} ${pad(row.requestsPerSecond, 7)} ${pad(row.unitsPerSecond, 7)} ${pad(row.p50Ms, 8)} ${pad(row.p95Ms, 8)} ${pad(row.p99Ms, 8)}  ${statusText(row.statuses).padEnd(16)} ${processes.padEnd(46)} ${load}`;
  });
  return [header, ...lines].join('\n');
}

/** One colour per topology, the same in every panel. */
const TOPOLOGY_COLOURS: Record<string, string> = {
  pglite: '#1b6ca8',
  postgres: '#c0392b',
  balanced: '#27ae60',
};
const OTHER_COLOUR = '#555';
const UNIT_PLURALS: Record<string, string> = { delivery: 'deliveries' };

/** Ticks for a linear axis from 0 to about `max`: round steps (1, 2 or 5 times a power of ten). */
function niceTicks(max: number): number[] {
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw)!;
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, i) => i * step);
}

/**
 * Latency (p50 and p99, log scale) against the rate achieved, one panel per scenario that ran at
 * several concurrencies (reads at a thousand a second and deliveries at forty need their own
 * scales), one colour per topology: where a line turns up is the capacity.
 */
export function latencyChart(rows: RunRow[], title: string): string {
  const scenarios = new Map<string, Map<string, RunRow[]>>();
  for (const row of rows) {
    const byTopology = scenarios.get(row.scenario) ?? new Map<string, RunRow[]>();
    byTopology.set(row.topology, [...(byTopology.get(row.topology) ?? []), row]);
    scenarios.set(row.scenario, byTopology);
  }
  const panels = [...scenarios.entries()]
    .map(
      ([scenario, byTopology]) =>
        [scenario, [...byTopology.entries()].filter(([, points]) => points.length > 1)] as const,
    )
    .filter(([, lines]) => lines.length > 0);
  const panelWidth = 260;
  const gap = 30;
  const left = 70;
  const top = 70;
  const bottom = 60;
  const height = 420;
  const width = left + panels.length * panelWidth + Math.max(0, panels.length - 1) * gap + 20;
  const values = panels
    .flatMap(([, lines]) =>
      lines.flatMap(([, points]) => points.flatMap((p) => [p.p50Ms, p.p99Ms])),
    )
    .filter((v) => v > 0);
  const minY = Math.max(1, 10 ** Math.floor(Math.log10(Math.min(...values, 10))));
  const maxY = 10 ** Math.ceil(Math.log10(Math.max(...values, 100)));
  const y = (v: number) =>
    top +
    (1 -
      (Math.log10(Math.max(v, minY)) - Math.log10(minY)) / (Math.log10(maxY) - Math.log10(minY))) *
      (height - top - bottom);
  const parts: string[] = [];
  parts.push(`<text x="${left}" y="22" font-size="15" font-weight="bold">${title}</text>`);
  const topologies = [
    ...new Set(panels.flatMap(([, lines]) => lines.map(([topology]) => topology))),
  ];
  topologies.forEach((topology, i) => {
    const colour = TOPOLOGY_COLOURS[topology] ?? OTHER_COLOUR;
    parts.push(
      `<rect x="${left + i * 110}" y="36" width="12" height="12" fill="${colour}"/><text x="${left + i * 110 + 18}" y="46" font-size="12">${topology}</text>`,
    );
  });
  parts.push(
    `<text x="${left + topologies.length * 110 + 10}" y="46" font-size="12">solid: p50 · dashed: p99</text>`,
  );
  for (let decade = minY; decade <= maxY; decade *= 10) {
    parts.push(
      `<text x="${left - 8}" y="${y(decade) + 4}" font-size="11" text-anchor="end">${decade >= 1000 ? `${decade / 1000} s` : `${decade} ms`}</text>`,
    );
  }
  panels.forEach(([scenario, lines], index) => {
    const x0 = left + index * (panelWidth + gap);
    const maxX =
      Math.max(1, ...lines.flatMap(([, points]) => points.map((p) => p.unitsPerSecond))) * 1.1;
    const x = (v: number) => x0 + (v / maxX) * panelWidth;
    for (let decade = minY; decade <= maxY; decade *= 10)
      parts.push(
        `<line x1="${x0}" x2="${x0 + panelWidth}" y1="${y(decade)}" y2="${y(decade)}" stroke="#ddd"/>`,
      );
    for (const tick of niceTicks(maxX))
      parts.push(
        `<text x="${x(tick).toFixed(1)}" y="${height - bottom + 18}" font-size="11" text-anchor="middle">${tick}</text>`,
      );
    parts.push(
      `<line x1="${x0}" x2="${x0}" y1="${top}" y2="${height - bottom}" stroke="#333"/><line x1="${x0}" x2="${x0 + panelWidth}" y1="${height - bottom}" y2="${height - bottom}" stroke="#333"/>`,
    );
    parts.push(
      `<text x="${x0 + panelWidth / 2}" y="${top - 8}" font-size="13" font-weight="bold" text-anchor="middle">${scenario}</text>`,
    );
    const unit = lines[0]?.[1][0]?.unit ?? 'request';
    parts.push(
      `<text x="${x0 + panelWidth / 2}" y="${height - 20}" font-size="12" text-anchor="middle">${UNIT_PLURALS[unit] ?? `${unit}s`} per second</text>`,
    );
    for (const [topology, points] of lines) {
      const colour = TOPOLOGY_COLOURS[topology] ?? OTHER_COLOUR;
      const sorted = [...points].sort((a, b) => a.concurrency - b.concurrency);
      for (const [key, dash] of [
        ['p50Ms', ''],
        ['p99Ms', ' stroke-dasharray="5 4"'],
      ] as const) {
        const path = sorted
          .map(
            (p, j) =>
              `${j === 0 ? 'M' : 'L'}${x(p.unitsPerSecond).toFixed(1)},${y(p[key]).toFixed(1)}`,
          )
          .join(' ');
        parts.push(`<path d="${path}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`);
        for (const p of sorted)
          parts.push(
            `<circle cx="${x(p.unitsPerSecond).toFixed(1)}" cy="${y(p[key]).toFixed(1)}" r="3" fill="${colour}"><title>${scenario} · ${topology} c=${p.concurrency}: ${p.unitsPerSecond}/s ${key.replace('Ms', '')} ${p[key]} ms</title></circle>`,
          );
      }
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" role="img" aria-label="${title}">\n<rect width="100%" height="100%" fill="white"/>\n${parts.join('\n')}\n</svg>\n`;
}
