import type { UploadFailureInfo } from './UploadFailure';

type RecordedLoad = {
  status: string;
  errorCount: number;
  errors?: readonly { line: number; message: string }[] | null;
};

/** A load the server recorded but did not apply, as the form shows it: its status and failing lines. */
export function rejectedFailure(load: RecordedLoad): UploadFailureInfo {
  const errors = load.errors ?? [];
  return {
    kind: 'rejected',
    status: load.status,
    errors,
    total: Math.max(load.errorCount, errors.length),
  };
}
