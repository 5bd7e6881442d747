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
export function otherWork(machineBusyCores: number, processes: readonly { cpuCores: number }[]): Pick<RunRow, 'otherCores' | 'loaded'> {
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
    const processes = row.processes.map((p) => `${p.name} ${p.cpuCores.toFixed(2)}/${Math.round(p.rssPeakMb)}`).join(', ');
    const load = `${row.loadStart.toFixed(1)}→${row.loadEnd.toFixed(1)} other ${row.otherCores.toFixed(2)}${row.loaded ? ' LOADED' : ''}`;
    return `${row.scenario.padEnd(26)} ${row.topology.padEnd(8)} ${pad(row.concurrency, 4)} ${pad(row.requestsPerSecond, 7)} ${pad(row.unitsPerSecond, 7)} ${pad(row.p50Ms, 8)} ${pad(row.p95Ms, 8)} ${pad(row.p99Ms, 8)}  ${statusText(row.statuses).padEnd(16)} ${processes.padEnd(46)} ${load}`;
  });
  return [header, ...lines].join('\n');
}

const COLOURS = ['#1b6ca8', '#c0392b', '#27ae60', '#8e44ad', '#d35400', '#2c3e50'];

/**
 * Latency (p50 and p99, log scale) against the rate achieved, one line per scenario and topology
 * that ran at several concurrencies: where the line turns up is the capacity.
 */
export function latencyChart(rows: RunRow[], title: string): string {
  const series = new Map<string, RunRow[]>();
  for (const row of rows) {
    const key = `${row.scenario} · ${row.topology}`;
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  const lines = [...series.entries()].filter(([, points]) => points.length > 1);
  const width = 760;
  const height = 420;
  const left = 70;
  const right = 220;
  const top = 40;
  const bottom = 50;
  const maxX = Math.max(1, ...lines.flatMap(([, points]) => points.map((p) => p.unitsPerSecond))) * 1.1;
  const values = lines.flatMap(([, points]) => points.flatMap((p) => [p.p50Ms, p.p99Ms])).filter((v) => v > 0);
  const minY = Math.max(1, 10 ** Math.floor(Math.log10(Math.min(...values, 10))));
  const maxY = 10 ** Math.ceil(Math.log10(Math.max(...values, 100)));
  const x = (v: number) => left + (v / maxX) * (width - left - right);
  const y = (v: number) => top + (1 - (Math.log10(Math.max(v, minY)) - Math.log10(minY)) / (Math.log10(maxY) - Math.log10(minY))) * (height - top - bottom);
  const parts: string[] = [];
  parts.push(`<text x="${left}" y="22" font-size="15" font-weight="bold">${title}</text>`);
  for (let decade = minY; decade <= maxY; decade *= 10) {
    parts.push(`<line x1="${left}" x2="${width - right}" y1="${y(decade)}" y2="${y(decade)}" stroke="#ddd"/>`);
    parts.push(`<text x="${left - 8}" y="${y(decade) + 4}" font-size="11" text-anchor="end">${decade >= 1000 ? `${decade / 1000} s` : `${decade} ms`}</text>`);
  }
  for (let i = 0; i <= 5; i += 1) {
    const v = (maxX / 5) * i;
    parts.push(`<text x="${x(v)}" y="${height - bottom + 18}" font-size="11" text-anchor="middle">${Math.round(v)}</text>`);
  }
  parts.push(`<text x="${(left + width - right) / 2}" y="${height - 10}" font-size="12" text-anchor="middle">achieved rate (requests, deliveries or sign-ins per second)</text>`);
  parts.push(`<line x1="${left}" x2="${left}" y1="${top}" y2="${height - bottom}" stroke="#333"/><line x1="${left}" x2="${width - right}" y1="${height - bottom}" y2="${height - bottom}" stroke="#333"/>`);
  lines.forEach(([name, points], i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const sorted = [...points].sort((a, b) => a.concurrency - b.concurrency);
    for (const [key, dash] of [['p50Ms', ''], ['p99Ms', ' stroke-dasharray="5 4"']] as const) {
      const path = sorted.map((p, j) => `${j === 0 ? 'M' : 'L'}${x(p.unitsPerSecond).toFixed(1)},${y(p[key]).toFixed(1)}`).join(' ');
      parts.push(`<path d="${path}" fill="none" stroke="${colour}" stroke-width="2"${dash}/>`);
      for (const p of sorted) parts.push(`<circle cx="${x(p.unitsPerSecond).toFixed(1)}" cy="${y(p[key]).toFixed(1)}" r="3" fill="${colour}"><title>${name} c=${p.concurrency}: ${p.unitsPerSecond}/s ${key.replace('Ms', '')} ${p[key]} ms</title></circle>`);
    }
    parts.push(`<rect x="${width - right + 12}" y="${top + i * 34}" width="12" height="12" fill="${colour}"/>`);
    parts.push(`<text x="${width - right + 30}" y="${top + i * 34 + 10}" font-size="11">${name}</text>`);
  });
  parts.push(`<text x="${width - right + 12}" y="${top + lines.length * 34 + 14}" font-size="11">solid: p50 · dashed: p99</text>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" role="img" aria-label="${title}">\n<rect width="100%" height="100%" fill="white"/>\n${parts.join('\n')}\n</svg>\n`;
}
