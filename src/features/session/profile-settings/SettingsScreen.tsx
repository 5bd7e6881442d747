import { Link } from 'wouter';
import { copy } from '../../../ui/copy/pt-BR';
import { Screen } from '../../../ui/Screen';
import { supportPhone, supportPhoneHref } from '../../../core/public-config';
import * as styles from './SettingsScreen.css';
import { paths } from '../../../lib/paths';

/** Account settings: for now, the password change and the support line. */
export function SettingsScreen() {
  return (
    <Screen title={copy.settings.title} backTo={paths.profile.link()} withNav>
      <section className={styles.section} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.sectionTitle}>
          {copy.settings.account}
        </h2>
        <Link href={paths.profilePassword.link()} className={styles.link}>
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
