import { useState } from 'react';
import { copy } from '#src/ui/copy.ts';
import { sessionCopy } from '../shared/copy.ts';
import { Button } from '#src/ui/Button.tsx';
import { Checkbox } from '#src/ui/fields.tsx';
import { Screen, VisuallyHidden } from '#src/ui/Screen.tsx';
import { useSessionSend, useSessionView } from '#src/core/session/session-context.tsx';
import { AwayReportActions } from '#src/ui/AwayReportActions.tsx';
import { supportPhone, supportPhoneHref } from '#src/core/public-config.ts';
import { useConfirmedSignOut } from '../shared/use-confirmed-sign-out.tsx';
import * as styles from './ChecklistScreen.css.ts';

export function ChecklistScreen() {
  const view = useSessionView();
  const send = useSessionSend();
  const [declared, setDeclared] = useState(false);

  return (
    <Screen title={sessionCopy.checklist.title}>
      <section className={styles.card} aria-labelledby="checklist-symptoms">
        <p>{sessionCopy.checklist.introduction}</p>
        <h2 id="checklist-symptoms" className={styles.sectionTitle}>
          {sessionCopy.checklist.symptomsLabel}
        </h2>
        <ul className={styles.symptoms}>
          {sessionCopy.checklist.symptoms.map((symptom) => (
            <li key={symptom} className={styles.symptom}>
              {symptom}
            </li>
          ))}
        </ul>
        <a
          className={styles.externalLink}
          href={sessionCopy.checklist.healthSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {sessionCopy.checklist.healthSiteLink}
          <VisuallyHidden> {copy.app.opensInNewTab}</VisuallyHidden>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3h-7Zm5 16H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2v7Z"
              fill="currentColor"
            />
          </svg>
        </a>
      </section>

      <SymptomsWayOut />

      <Checkbox
        label={sessionCopy.checklist.declaration}
        checked={declared}
        onChange={(event) => setDeclared(event.target.checked)}
      />

      <Button
        width="full"
        disabled={!declared}
        busy={view.confirmingChecklist}
        busyText={sessionCopy.checklist.confirming}
        onClick={() => send({ type: 'CHECKLIST.CONFIRM' })}
      >
        {sessionCopy.checklist.confirm}
      </Button>
    </Screen>
  );
}

const text = sessionCopy.checklist;

/** A leader with symptoms cannot tick the declaration: she tells the team (R13.4) or signs out. */
function SymptomsWayOut() {
  const { askToSignOut, dialog, notice, busy } = useConfirmedSignOut(null);
  return (
    <details className={styles.help}>
      <summary className={styles.helpSummary}>{text.helpTitle}</summary>
      <ul className={styles.helpSteps}>
        {text.helpSteps(supportPhone).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <div className={styles.wayOut}>
        <a className={styles.externalLink} href={supportPhoneHref}>
          {text.callSupport(supportPhone)}
        </a>
        <a
          className={styles.externalLink}
          href={text.healthSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {text.healthSiteShort}
          <VisuallyHidden> {copy.app.opensInNewTab}</VisuallyHidden>
        </a>
        <p>{text.reportHint}</p>
        <AwayReportActions />
        <p>{text.leaveHint}</p>
        {notice}
        <Button variant="outline" width="full" onClick={askToSignOut} busy={busy}>
          {text.leave}
        </Button>
        {dialog}
      </div>
    </details>
  );
}
