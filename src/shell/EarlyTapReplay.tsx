import { useEffect } from 'react';
import { replayEarlyTap } from './replay-early-tap.ts';

/** Rendered after the app on a hydrated page: its effect runs once every handler is in place. */
export function EarlyTapReplay(): null {
  useEffect(replayEarlyTap, []);
  return null;
}
