import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { supportPhone, supportPhoneHref } from '#src/core/public-config.ts';
import { useCurrentLeaderReport } from '#src/core/leader-report/use-leader-report.ts';
import { useSessionSend } from '#src/core/session/session-context.tsx';
import { AwayReportActions } from '#src/ui/AwayReportActions.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { awayCopy } from '#src/ui/leader-copy.ts';
import * as styles from './PendingSection.css.ts';

/**
 * At the top of the list of a leader who said she cannot deliver (docs/product.md R13.4): what she
 * said and when, that the team knows, whom to call, and 'Já posso entregar' (the checklist again).
 */
export function AwayNotice() {
  const send = useSessionSend();
  const report = useCurrentLeaderReport();
  const when = report ? formatDateAndTime(report.createdAt) : null;
  return (
    <Notice tone="info" role="status">
      <h2 className={styles.title}>{awayCopy.noticeTitle}</h2>
      {report && when ? (
        <p>{awayCopy.noticeWhen(awayCopy.kind[report.kind], when.date, when.time)}</p>
      ) : null}
      <p>{awayCopy.noticeTeam}</p>
      <p>{awayCopy.noticeReadOnly}</p>
      <p>
        <a href={supportPhoneHref}>{awayCopy.callSupport(supportPhone)}</a>
      </p>
      <p>{awayCopy.backHint}</p>
      <Button variant="outline" onClick={() => send({ type: 'AWAY.BACK' })}>
        {awayCopy.back}
      </Button>
    </Notice>
  );
}

/** Below a leader's donations: the way to say she cannot deliver for now. */
export function AwayReportSection() {
  return (
    <section className={styles.root} aria-labelledby="away-report-title">
      <h2 id="away-report-title" className={styles.title}>
        {awayCopy.sectionTitle}
      </h2>
      <p className={styles.note}>{awayCopy.sectionIntro}</p>
      <AwayReportActions />
    </section>
  );
}
