import { Link } from 'wouter';
import { sessionCopy } from '../shared/copy.ts';
import { Button } from '#src/ui/Button.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import * as styles from './ProfileScreen.css.ts';
import { paths } from '#src/lib/paths.ts';
import { useConfirmedSignOut } from '../shared/use-confirmed-sign-out.tsx';

function Chevron() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M8.5 4.5 16 12l-7.5 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ProfileScreen() {
  const view = useSessionView();
  const { askToSignOut, dialog, notice, busy } = useConfirmedSignOut(
    sessionCopy.profile.signOutConfirm,
  );
  const user = view.user;

  return (
    <Screen title={sessionCopy.profile.title} withNav>
      <dl className={styles.details}>
        <div>
          <dt className={styles.term}>{sessionCopy.profile.name}</dt>
          <dd className={styles.value}>{user?.name || sessionCopy.profile.notInformed}</dd>
        </div>
        <div>
          <dt className={styles.term}>{sessionCopy.profile.login}</dt>
          <dd className={styles.value}>
            {user?.login ? formatCpf(user.login) : sessionCopy.profile.notInformed}
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{sessionCopy.profile.email}</dt>
          <dd className={styles.value}>{user?.email || sessionCopy.profile.notInformed}</dd>
        </div>
      </dl>

      <ul className={styles.links}>
        <li>
          <Link href={paths.profileSettings.link()} className={styles.link}>
            {sessionCopy.profile.settings}
            <Chevron />
          </Link>
        </li>
        <li>
          <Link href={paths.profilePassword.link()} className={styles.link}>
            {sessionCopy.profile.newPassword}
            <Chevron />
          </Link>
        </li>
        {user?.role === 'admin' ? (
          <li>
            <Link href={paths.passwordReset.link()} className={styles.link}>
              {sessionCopy.profile.resetSomeonesPassword}
              <Chevron />
            </Link>
          </li>
        ) : null}
        {user?.role === 'admin' ? (
          <>
            <li>
              <Link href={paths.accessLog.link()} className={styles.link}>
                {sessionCopy.profile.accessLog}
                <Chevron />
              </Link>
            </li>
            <li>
              <Link href={paths.dataSubject.link()} className={styles.link}>
                {sessionCopy.profile.dataSubject}
                <Chevron />
              </Link>
            </li>
          </>
        ) : null}
        {user?.role === 'admin' || user?.role === 'ouvidoria' ? (
          <li>
            <Link href={paths.messages.link()} className={styles.link}>
              {sessionCopy.profile.messages}
              <Chevron />
            </Link>
          </li>
        ) : null}
      </ul>

      {notice}
      <Button variant="outline" width="full" onClick={askToSignOut} busy={busy}>
        {sessionCopy.profile.signOut}
      </Button>

      {dialog}
    </Screen>
  );
}
