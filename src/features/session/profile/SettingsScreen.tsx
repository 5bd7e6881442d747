import { Link } from 'wouter';
import { sessionCopy } from '../shared/copy.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { supportPhone, supportPhoneHref } from '#src/core/public-config.ts';
import * as styles from './SettingsScreen.css.ts';
import { paths } from '#src/lib/paths.ts';

export function SettingsScreen() {
  return (
    <Screen title={sessionCopy.settings.title} backTo={paths.profile.link()} withNav>
      <section className={styles.section} aria-labelledby="settings-account">
        <h2 id="settings-account" className={styles.sectionTitle}>
          {sessionCopy.settings.account}
        </h2>
        <Link href={paths.profilePassword.link()} className={styles.link}>
          {sessionCopy.profile.newPassword}
        </Link>
      </section>
      <section className={styles.section} aria-labelledby="settings-support">
        <h2 id="settings-support" className={styles.sectionTitle}>
          {sessionCopy.settings.support}
        </h2>
        <p>
          {sessionCopy.settings.supportText}{' '}
          <a href={supportPhoneHref} className={styles.link}>
            {supportPhone}
          </a>
        </p>
      </section>
    </Screen>
  );
}
