import { copy } from '#src/ui/copy.ts';
import { sessionCopy } from '../copy';
import { Button } from '#src/ui/Button.tsx';
import { VisuallyHidden } from '#src/ui/Screen.tsx';
import { AwayReportActions } from '#src/ui/AwayReportActions.tsx';
import { supportPhone, supportPhoneHref } from '#src/core/public-config.ts';
import { useConfirmedSignOut } from '../sign-out/use-confirmed-sign-out';
import * as styles from './ChecklistScreen.css';

const text = sessionCopy.checklist;

/**
 * 'Estou com sintomas, o que fazer?': what to do, whom to call and two ways on. A leader with
 * symptoms cannot tick the declaration: she tells the team through the app ('Estou com sintomas' /
 * 'Não consigo entregar agora', docs/product.md R13.4) and keeps reading her list, or 'Sair'
 * signs out (after the warning about unsent records, when there are any).
 */
export function SymptomsWayOut() {
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
