import { useEffect, useState } from 'react';
import { formatTime } from '#src/lib/format-date.ts';

type UndoWindow = { open: boolean; until: string };
const CLOSED: UndoWindow = { open: false, until: '' };

/**
 * Whether the closing may still be undone, and until what time (HHhMM, São Paulo). The server
 * says how many ms are left when it answered; the deadline is set from the moment that answer
 * arrived on this device (never from comparing its clock with ours), and the offer goes at it.
 */
export function useUndoWindow(undoWithinMs: number | null | undefined): UndoWindow {
  const [window, setWindow] = useState<UndoWindow>(CLOSED);
  useEffect(() => {
    if (!undoWithinMs) return undefined;
    const opened = setTimeout(
      () =>
        setWindow({
          open: true,
          until: formatTime(new Date(Date.now() + undoWithinMs).toISOString()),
        }),
      0,
    );
    const closes = setTimeout(() => setWindow(CLOSED), undoWithinMs);
    return () => {
      clearTimeout(opened);
      clearTimeout(closes);
      setWindow(CLOSED);
    };
  }, [undoWithinMs]);
  return window;
}
