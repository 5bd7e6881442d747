import { useCallback } from 'react';
import { useOutbox } from '#src/core/outbox/use-outbox.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';

/**
 * The text after 'Confirmar': with an outbox the command is stored on the device first, so an
 * offline device says that it is saved and will be sent rather than that the server has it.
 * Online it goes out at once, and the usual success text stays.
 */
export function useRecordedText(): (sentText: string) => string {
  const outbox = useOutbox();
  return useCallback(
    (sentText: string) =>
      outbox && typeof navigator !== 'undefined' && !navigator.onLine
        ? outboxCopy.savedOnDevice
        : sentText,
    [outbox],
  );
}
