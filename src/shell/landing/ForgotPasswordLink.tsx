import { useSyncExternalStore } from 'react';
import { forgotPasswordUrl } from '#src/core/public-config.ts';
import { landingCopy } from './copy.ts';
import * as styles from './LandingScreen.css.ts';

/**
 * Its address holds this page's origin, known only in the browser: set as the page comes to life.
 */
const neverChanges = () => () => {};

export function ForgotPasswordLink() {
  const href = useSyncExternalStore(
    neverChanges,
    () => forgotPasswordUrl(window.location.origin),
    () => null,
  );
  return (
    <a className={styles.forgot} href={href ?? undefined}>
      {landingCopy.landing.forgotPassword}
    </a>
  );
}
