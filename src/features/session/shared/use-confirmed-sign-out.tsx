import { useState, type ReactNode } from 'react';
import { sessionCopy } from './copy.ts';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { useSessionSend, useSessionView } from '#src/core/session/session-context.tsx';
import { useOutboxItems } from '#src/core/outbox/use-outbox.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';

interface ConfirmedSignOut {
  askToSignOut: () => void;
  dialog: ReactNode;
  notice: ReactNode;
  /** While the provider is asked to end its session: the person is still signed in. */
  busy: boolean;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Offline nothing is asked: signing out needs the provider. Online, unsent records are warned about
 * first.
 */
export function useConfirmedSignOut(question: string | null): ConfirmedSignOut {
  const send = useSessionSend();
  const { signOut: attempt } = useSessionView();
  const [confirming, setConfirming] = useState(false);
  // The machine remembers the failed attempt; only the screen it was made on says so.
  const [triedHere, setTriedHere] = useState(false);
  const [offlineHere, setOfflineHere] = useState(false);
  const unsent = useOutboxItems().length;
  const signOut = () => {
    setTriedHere(true);
    send({ type: 'SIGN_OUT' });
  };

  const warning = unsent > 0 ? outboxCopy.signOutWarning(unsent) : null;
  const title = warning ?? question;
  const dialog =
    title === null ? null : (
      <ConfirmDialog
        open={confirming}
        title={title}
        {...(warning && question ? { description: question } : {})}
        confirmLabel={warning ? outboxCopy.signOutAnyway : sessionCopy.profile.yes}
        cancelLabel={sessionCopy.profile.no}
        onConfirm={() => {
          setConfirming(false);
          signOut();
        }}
        onCancel={() => setConfirming(false)}
      />
    );

  const notice =
    offlineHere || (triedHere && attempt === 'unreachable') ? (
      <Notice tone="warning" role="alert">
        {unsent > 0 ? outboxCopy.signOutOffline(unsent) : sessionCopy.profile.signOutOffline}
      </Notice>
    ) : null;

  const askToSignOut = () => {
    if (isOffline()) {
      setOfflineHere(true);
      return;
    }
    setOfflineHere(false);
    if (title === null) signOut();
    else setConfirming(true);
  };

  return {
    askToSignOut,
    dialog,
    notice,
    busy: attempt === 'reachingProvider',
  };
}
