import { photoCopy } from './photo-copy.ts';
import { Notice } from '#src/ui/Notice.tsx';

/** Says that 'Confirmar', tapped while a photo was prepared, will send once the photo is ready. */
export function TapKeptNotice({ kept }: { kept: boolean }) {
  return (
    <div role="status">
      {kept ? (
        <Notice tone="info">
          <p>{photoCopy.tapKept}</p>
        </Notice>
      ) : null}
    </div>
  );
}
