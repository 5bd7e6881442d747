import { uploadCopy } from './photo-copy.ts';
import type { UploadProgress } from '#machines/voucher-delivery.machine.ts';
import { UploadProgress as ProgressBar } from '#src/ui/fields.tsx';

/** The photo upload's progress, as the machine reports it. */
export function PhotoUploadProgress({ progress }: { progress: UploadProgress | null }) {
  const percent =
    progress && progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : 0;
  return (
    <ProgressBar
      label={uploadCopy.label}
      percent={percent}
      statusText={uploadCopy.progress(percent)}
    />
  );
}
