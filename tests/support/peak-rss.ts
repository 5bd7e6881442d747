import fs from 'node:fs/promises';

/**
 * A process's peak RSS (VmHWM), in MB. Reset it first (`resetPeakRss`): otherwise the peak of the
 * process's start-up, when tsx compiles the server, hides whatever a test does after.
 */
export async function peakRssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Starts a new peak from the current RSS (Linux: "5" in clear_refs resets VmHWM). */
export async function resetPeakRss(pid: number): Promise<void> {
  await fs.writeFile(`/proc/${pid}/clear_refs`, '5');
}
