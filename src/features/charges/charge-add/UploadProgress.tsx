import { chargeAddCopy } from '../copy';
import { UploadProgress as ProgressBar } from '#src/ui/fields.tsx';

/** The upload's progress; once every byte is sent the server is still reading the lines. */
export function UploadProgress({ percent }: { percent: number }) {
  const sent = percent >= 100;
  return (
    <ProgressBar
      label={chargeAddCopy.progressLabel}
      percent={sent ? null : percent}
      statusText={sent ? chargeAddCopy.processingText : chargeAddCopy.progressText(percent)}
    />
  );
}
