/**
 * CPU and memory of the processes under test, read from /proc (Linux): CPU as a share of one
 * core over the interval between two samples, RSS in MB. A process tree (PostgreSQL's
 * postmaster and its backends) is summed.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Sample {
  at: number;
  ticks: number;
  rssKb: number;
}

function readStat(pid: number): { ticks: number; ppid: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function readRssKb(pid: number): number {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (readStat(Number(entry))?.ppid === pid) found.push(Number(entry));
  }
  return found;
}

function sample(pid: number, tree: boolean): Sample | null {
  const pids = tree ? [pid, ...childrenOf(pid)] : [pid];
  let ticks = 0;
  let rssKb = 0;
  let any = false;
  for (const one of pids) {
    const stat = readStat(one);
    if (!stat) continue;
    any = true;
    ticks += stat.ticks;
    rssKb += readRssKb(one);
  }
  return any ? { at: performance.now(), ticks, rssKb } : null;
}

export interface WatchedProcess {
  name: string;
  pid: () => number | null;
  /** Sum the process and its children (PostgreSQL). */
  tree?: boolean;
}

export interface ProcessFigures {
  name: string;
  /** Mean CPU over the run, in cores (1.0 = one core busy all the time). */
  cpuCores: number;
  peakCpuCores: number;
  rssStartMb: number;
  rssEndMb: number;
  rssPeakMb: number;
  /** RSS over the run, one point per sample: seconds from the start, MB. */
  rssSeries: [number, number][];
}

/** Samples every `intervalMs` until stopped; a process that restarts (new pid) goes on being counted. */
export function watchProcesses(processes: WatchedProcess[], intervalMs = 1000) {
  const started = performance.now();
  const state = processes.map((process) => ({
    process,
    last: null as (Sample & { pid: number }) | null,
    cpuSeconds: 0,
    peak: 0,
    rss: [] as [number, number][],
  }));
  const tick = () => {
    for (const entry of state) {
      const pid = entry.process.pid();
      if (pid === null) continue;
      const now = sample(pid, entry.process.tree ?? false);
      if (!now) continue;
      if (entry.last && entry.last.pid === pid && now.ticks >= entry.last.ticks) {
        const cpu = (now.ticks - entry.last.ticks) / TICKS_PER_SECOND;
        entry.cpuSeconds += cpu;
        entry.peak = Math.max(entry.peak, cpu / ((now.at - entry.last.at) / 1000));
      }
      entry.last = { ...now, pid };
      entry.rss.push([
        Math.round((now.at - started) / 100) / 10,
        Math.round(now.rssKb / 102.4) / 10,
      ]);
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    stop(): ProcessFigures[] {
      clearInterval(timer);
      tick();
      const seconds = (performance.now() - started) / 1000;
      return state.map(({ process, cpuSeconds, peak, rss }) => ({
        name: process.name,
        cpuCores: Math.round((cpuSeconds / seconds) * 100) / 100,
        peakCpuCores: Math.round(peak * 100) / 100,
        rssStartMb: rss[0]?.[1] ?? 0,
        rssEndMb: rss.at(-1)?.[1] ?? 0,
        rssPeakMb: rss.reduce((peakMb, [, mb]) => Math.max(peakMb, mb), 0),
        rssSeries: rss,
      }));
    },
  };
}

/** The machine's busy and total CPU time so far, from /proc/stat's first line (every core). */
function machineTicks(): { busy: number; total: number } {
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields;
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * The whole machine's CPU over a run, in cores: what the benchmark's own processes used is known
 * (watchProcesses), so the rest is other work sharing the cores — a figure that, unlike the load
 * average, the benchmark's previous run does not inflate.
 */
export function watchMachine(cores: number) {
  const start = machineTicks();
  return {
    busyCores(): number {
      const end = machineTicks();
      const total = end.total - start.total;
      return total > 0 ? Math.round(((end.busy - start.busy) / total) * cores * 100) / 100 : 0;
    },
  };
}
