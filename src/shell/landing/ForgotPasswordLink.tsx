import { useSyncExternalStore } from 'react';
import { forgotPasswordUrl } from '#src/core/public-config.ts';
import { landingCopy } from './copy.ts';
import * as styles from './LandingScreen.css.ts';

/**
 * 'Esqueci minha senha' for an app built for Cognito: the hosted UI's own recovery page (a code
 * by e-mail). Its address holds this page's origin, known only in the browser: the prerendered
 * page has the link without it, and it is set as the page comes to life. The local provider's sign-in page has its own link.
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
