import { useEffect } from 'react';
import { replayEarlyTap } from './replay-early-tap.ts';

export function EarlyTapReplay(): null {
  useEffect(replayEarlyTap, []);
  return null;
}
