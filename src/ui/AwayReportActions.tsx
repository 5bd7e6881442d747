import { useState } from 'react';
import { LEADER_REPORT_KINDS, type LeaderReportKind } from '#contract/leader-report-kinds.ts';
import { useReportAway } from '#src/core/use-away-report.ts';
import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Notice } from './Notice.tsx';
import { awayCopy } from './leader-copy.ts';
import * as styles from './styles/list.css.ts';

export function AwayReportActions() {
  const report = useReportAway();
  const [asking, setAsking] = useState<LeaderReportKind | null>(null);
  const [sending, setSending] = useState<LeaderReportKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmed = async (kind: LeaderReportKind) => {
    setAsking(null);
    setSending(kind);
    const refused = await report(kind);
    setSending(null);
    setFailure(refused);
  };

  return (
    <div className={styles.awayActions}>
      {failure ? (
        <Notice tone="danger" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      {LEADER_REPORT_KINDS.map((kind) => (
        <Button
          key={kind}
          variant="outline"
          width="full"
          busy={sending === kind}
          disabled={sending !== null}
          busyText={awayCopy.reporting}
          onClick={() => setAsking(kind)}
        >
          {awayCopy.kind[kind]}
        </Button>
      ))}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? awayCopy.confirmTitle[asking] : ''}
        description={asking ? awayCopy.confirmBody[asking] : ''}
        confirmLabel={awayCopy.confirmYes}
        cancelLabel={awayCopy.confirmNo}
        onConfirm={() => asking && void confirmed(asking)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
