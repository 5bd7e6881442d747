import { Link } from 'wouter';
import { chargeAddCopy, chargeCopy } from '../copy';
import { Notice } from '#src/ui/Notice.tsx';
import * as styles from './ChargeAddScreen.css';
import { paths } from '#src/lib/paths.ts';

/** Why an upload failed: the server's message, or a recorded load's status and failing lines. */
export type UploadFailureInfo =
  | { kind: 'refused'; message: string }
  | {
      kind: 'rejected';
      status: string;
      errors: readonly { line: number; message: string }[];
      total: number;
    };

/** Lines shown on the form; all of them stay available from the list of loads. */
const SHOWN_LINES = 20;

export function UploadFailure({ failure }: { failure: UploadFailureInfo }) {
  if (failure.kind === 'refused') {
    return (
      <Notice tone="danger" role="alert">
        <p className={styles.noticeTitle}>{failure.message}</p>
      </Notice>
    );
  }
  const shown = failure.errors.slice(0, SHOWN_LINES);
  const more = failure.total - shown.length;
  return (
    <Notice tone="danger" role="alert">
      <div className={styles.rejected}>
        <p className={styles.noticeTitle}>{chargeAddCopy.rejectedTitle(failure.status)}</p>
        <p>{chargeAddCopy.rejectedHint}</p>
        <ol className={styles.errorList}>
          {shown.map((line, index) => (
            <li key={`${line.line}-${index}`}>
              <strong>{chargeCopy.errorLine(line.line)}:</strong> {line.message}
            </li>
          ))}
        </ol>
        {more > 0 ? <p>{chargeAddCopy.moreErrors(more)}</p> : null}
        <Link href={paths.charge.link()} className={styles.link}>
          {chargeAddCopy.toList}
        </Link>
      </div>
    </Notice>
  );
}
