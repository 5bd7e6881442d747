import { useEffect } from 'react';
import { copy } from '#src/ui/copy.ts';
import { landingCopy } from './copy.ts';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { organisationName, supportPhone, supportPhoneHref } from '#src/core/public-config.ts';
import { ForgotPasswordLink } from './ForgotPasswordLink.tsx';
import { paths } from '#src/lib/paths.ts';
import * as styles from './LandingScreen.css.ts';

const PRIVACY_NOTICE_HREF = '/privacidade';

export type LandingScreenProps = {
  onSignIn: () => void;
  signingIn: boolean;
  /** The last session ended because its token could not be refreshed. */
  sessionExpired: boolean;
  accessPending?: AccessPending | null;
};

export type AccessPending = {
  name: string;
  onSignOut: () => void;
  signingOut: boolean;
  signOutOffline: boolean;
};

/** It takes no session of its own: a first visit loads only React and this screen. */
export function LandingScreen({
  onSignIn,
  signingIn,
  sessionExpired,
  accessPending = null,
}: LandingScreenProps) {
  // Back here from a screen of the app, the page takes the app's name again.
  useEffect(() => {
    document.title = copy.app.name;
  }, []);
  return (
    <div className={styles.root}>
      <header className={styles.brandBar}>
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="6" fill="currentColor" />
          <path d="M8 13h16l-2 11H10z" fill="#fff" />
        </svg>
        <span>{copy.app.name}</span>
      </header>
      <main className={styles.main}>
        {sessionExpired ? (
          <Notice tone="info" role="status">
            <p>{landingCopy.landing.sessionExpired}</p>
          </Notice>
        ) : null}

        {accessPending ? (
          <Notice tone="info" role="status">
            <p>
              <strong>{landingCopy.landing.noAccessYet}</strong>
            </p>
            <p>{landingCopy.landing.signedInAs(accessPending.name)}</p>
            <p>{landingCopy.landing.noAccessAsk(organisationName)}</p>
            <p>
              <a href={supportPhoneHref}>{landingCopy.landing.noAccessWhom(supportPhone)}</a>
            </p>
          </Notice>
        ) : null}

        <section className={styles.hero} aria-labelledby="landing-headline">
          <h1 id="landing-headline" className={styles.headline}>
            {landingCopy.landing.headline}
          </h1>
          <p>{landingCopy.landing.lead}</p>
          {accessPending ? (
            <>
              {accessPending.signOutOffline ? (
                <Notice tone="warning" role="alert">
                  <p>{landingCopy.landing.signOutOffline}</p>
                </Notice>
              ) : null}
              <p>{landingCopy.landing.otherAccount}</p>
              <Button
                className={styles.signIn}
                busy={accessPending.signingOut}
                busyText={landingCopy.landing.signingOut}
                onClick={accessPending.onSignOut}
              >
                {landingCopy.landing.signOut}
              </Button>
            </>
          ) : (
            <Button
              className={styles.signIn}
              busy={signingIn}
              busyText={landingCopy.landing.signingIn}
              onClick={onSignIn}
            >
              {landingCopy.landing.signIn}
            </Button>
          )}
          {/* Written out (not imported) so a build without Cognito drops the link's code. */}
          {import.meta.env.VITE_COGNITO_USER_POOL_ID &&
          import.meta.env.VITE_COGNITO_CLIENT_ID &&
          import.meta.env.VITE_COGNITO_DOMAIN &&
          !accessPending ? (
            <ForgotPasswordLink />
          ) : null}
        </section>

        <section className={styles.section} aria-labelledby="landing-what-we-do">
          <h2 id="landing-what-we-do" className={styles.sectionTitle}>
            {landingCopy.landing.whatWeDoTitle}
          </h2>
          {landingCopy.landing.whatWeDo.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section className={styles.section} aria-labelledby="landing-support">
          <h2 id="landing-support" className={styles.sectionTitle}>
            {landingCopy.landing.supportTitle}
          </h2>
          <p>{landingCopy.landing.supportText}</p>
          <a
            className={styles.phone}
            href={supportPhoneHref}
            aria-label={landingCopy.landing.supportCall(supportPhone)}
          >
            {supportPhone}
          </a>
        </section>
        {/* Served by the server (not a route of the app): a full page load, no script. */}
        <p className={styles.privacy}>
          <a href={paths.receiptCheck.pattern}>{landingCopy.landing.receiptCheck}</a>
        </p>
        <p className={styles.privacy}>
          <a href={paths.ombudsman.pattern}>{landingCopy.landing.ombudsman}</a>
        </p>
        <p className={styles.privacy}>
          <a href={paths.transparency.pattern}>{landingCopy.landing.transparency}</a>
        </p>
        <p className={styles.privacy}>
          <a href={PRIVACY_NOTICE_HREF}>{landingCopy.landing.privacyNotice}</a>
        </p>
      </main>
    </div>
  );
}
