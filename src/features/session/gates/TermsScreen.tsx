import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { copy } from '#src/ui/copy.ts';
import { sessionCopy } from '../shared/copy.ts';
import { Button } from '#src/ui/Button.tsx';
import { Checkbox } from '#src/ui/fields.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { organisationName } from '#src/core/public-config.ts';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionSend, useSessionView } from '#src/core/session/session-context.tsx';
import * as styles from './TermsScreen.css.ts';
import { paths } from '#src/lib/paths.ts';

/** Accepting needs the device location (deliveries are recorded with it). */
export function TermsScreen() {
  const view = useSessionView();
  const send = useSessionSend();
  const [, navigate] = useLocation();
  const geolocation = useGeolocation();
  const [agreed, setAgreed] = useState(false);
  const warningId = useId();

  const located = geolocation.status === 'granted';
  const locationFailed = geolocation.status === 'denied' || geolocation.status === 'unavailable';

  const cancel = () => {
    send({ type: 'TERMS.CANCEL' });
    navigate(paths.landing.link(), { replace: true });
  };

  return (
    <Screen title={sessionCopy.terms.title}>
      <article className={styles.article}>
        <p>{sessionCopy.terms.introduction(organisationName)}</p>

        <section aria-labelledby="terms-considerations">
          <h2 id="terms-considerations" className={styles.sectionTitle}>
            {sessionCopy.terms.considerationsTitle}
          </h2>
          <ul className={styles.list}>
            {sessionCopy.terms.considerations(organisationName).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="terms-commitments">
          <h2 id="terms-commitments" className={styles.sectionTitle}>
            {sessionCopy.terms.commitmentsTitle}
          </h2>
          <ol className={styles.list}>
            {sessionCopy.terms.commitments(organisationName).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </section>
      </article>

      {locationFailed ? (
        <Notice tone="warning" role="alert">
          <p id={warningId}>{copy.location.inactive}</p>
          <p>{copy.location.recoversByItself}</p>
          <Button
            variant="outline"
            onClick={geolocation.retry}
            busy={geolocation.retrying}
            busyText={copy.location.retrying}
          >
            {copy.app.retry}
          </Button>
        </Notice>
      ) : null}
      {geolocation.status === 'pending' ? (
        <p role="status" className={styles.status} id={warningId}>
          {sessionCopy.terms.checkingLocation}
        </p>
      ) : null}

      <Checkbox
        label={sessionCopy.terms.declaration}
        checked={agreed}
        disabled={!located}
        describedBy={located ? undefined : warningId}
        onChange={(event) => setAgreed(event.target.checked)}
      />

      <div className={styles.actions}>
        <Button variant="outline" onClick={cancel}>
          {sessionCopy.terms.cancel}
        </Button>
        <Button
          disabled={!agreed || !located}
          busy={view.acceptingTerms}
          busyText={sessionCopy.terms.confirming}
          onClick={() => send({ type: 'TERMS.ACCEPT' })}
        >
          {sessionCopy.terms.confirm}
        </Button>
      </div>
    </Screen>
  );
}
