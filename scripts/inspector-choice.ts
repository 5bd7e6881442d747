// Whether `npm start` builds and serves QA's machine inspector (/machines). The same rule as the
// demo data: on for a loopback origin (only this machine reaches it) unless told otherwise, off
// on any other origin. Only `npm start` applies it: the server alone, the image and a plain
// `npm run build` serve and build the inspector only with VITE_ENABLE_MACHINE_INSPECTOR=true.

/** The line `npm start` prints when the inspector is off, saying how to get it. */
export const INSPECTOR_OFF_NOTICE =
  'Inspetor de máquinas (/machines) desligado; para QA: VITE_ENABLE_MACHINE_INSPECTOR=true npm start';

export function inspectorChoice(
  env: Record<string, string | undefined>,
  originIsLoopback: boolean,
): { on: boolean; notice: string | null } {
  const flag = env.VITE_ENABLE_MACHINE_INSPECTOR;
  const on = flag === 'true' || ((flag === undefined || flag === '') && originIsLoopback);
  return { on, notice: on ? null : INSPECTOR_OFF_NOTICE };
}
