import { Link } from 'wouter';
import { copy } from '../../../ui/copy/pt-BR';
import { Screen } from '../../../ui/Screen';
import { supportPhone, supportPhoneHref } from '../../../core/public-config';
import * as styles from './SettingsScreen.css';

/** Account settings: for now, the password change and the support line. */
export function SettingsScreen() {
  return (
    <Screen title={copy.settings.title} backTo="/profile" withNav>
      <section className={styles.section} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.sectionTitle}>
          {copy.settings.account}
        </h2>
        <Link href="/profile/password" className={styles.link}>
          {copy.profile.newPassword}
        </Link>
      </section>
      <section className={styles.section} aria-labelledby="settings-support">
        <h2 id="settings-support" className={styles.sectionTitle}>
          {copy.settings.support}
        </h2>
        <p>
          {copy.settings.supportText}{' '}
          <a href={supportPhoneHref} className={styles.link}>
            {supportPhone}
          </a>
        </p>
      </section>
    </Screen>
  );
}
