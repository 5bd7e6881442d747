import type { ReactNode } from 'react';
import {
  useSessionScopes,
  useSessionTokens,
  useSessionView,
} from '#src/core/session/session-context.tsx';
import { createBrowserSessionScope } from '#src/core/session-scope/browser-session-scope.ts';
import {
  SessionScopeProvider,
  useOfflineStatus,
} from '#src/core/session-scope/SessionScopeProvider.tsx';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { copy } from '#src/ui/copy.ts';
import { Notice } from '#src/ui/Notice.tsx';
import * as styles from '#src/ui/Screen.css.ts';

/** Loaded lazily so Apollo never reaches the landing page; kept until sign-out. */
export default function SignedInScope({ children }: { children: ReactNode }) {
  const user = useSessionView().user;
  const userId = user?.id ?? null;
  const scopes = useSessionScopes();
  const { getIdToken } = useSessionTokens();
  // The guards show this area only to a signed-in person; nothing to scope otherwise.
  if (userId === null) return null;
  // Idempotent for the same person, so a repeated render (StrictMode) makes one scope.
  const scope = scopes.acquire(userId, () =>
    createBrowserSessionScope(userId, user?.role ?? null, getIdToken),
  );
  return (
    <SessionScopeProvider scope={scope}>
      <OfflineNotice />
      {children}
    </SessionScopeProvider>
  );
}

export function OfflineNotice() {
  const { offline, savedAt } = useOfflineStatus();
  if (!offline) return null;
  return (
    <div className={styles.offlineNotice}>
      <Notice tone="info" role="status">
        <strong>{copy.offline.title}</strong>
        {savedAt ? <span>{savedAtText(savedAt)}</span> : null}
      </Notice>
    </div>
  );
}

function savedAtText(iso: string): string {
  const { date, time } = formatDateAndTime(iso);
  return copy.offline.savedAt(date, time);
}
