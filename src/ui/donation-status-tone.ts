import type { statusTone } from './styles/status-tone.css';

export type StatusTone = keyof typeof statusTone;

/** A donation status's tone: waiting (1), active (2, 3), done (4), a problem (5, 6). */
export function donationStatusTone(status: number): StatusTone {
  if (status === 1) return 'waiting';
  if (status === 2 || status === 3) return 'active';
  if (status === 4) return 'done';
  return 'problem';
}
