/** A permission at 'prompt' is never polled: that would ask the person again and again. */

export const POSITION_POLL_MS = 5_000;

type PermissionState = 'granted' | 'denied' | 'prompt';

export interface RecoveryEnvironment {
  permissions: Pick<Permissions, 'query'> | undefined;
  document:
    Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

function browserEnvironment(): RecoveryEnvironment {
  return {
    permissions: typeof navigator !== 'undefined' ? navigator.permissions : undefined,
    document: typeof document !== 'undefined' ? document : undefined,
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

async function geolocationPermission(
  permissions: RecoveryEnvironment['permissions'],
): Promise<PermissionStatus | null> {
  if (!permissions || typeof permissions.query !== 'function') return null;
  try {
    return await permissions.query({ name: 'geolocation' });
  } catch {
    return null; // a browser that knows the API but not this permission
  }
}

/** `askAgain` resolves once answered, so a poll never overlaps the last one. */
export function watchForPositionRecovery(
  askAgain: () => Promise<unknown>,
  environment: RecoveryEnvironment = browserEnvironment(),
): () => void {
  let stopped = false;
  let timer: unknown = null;
  let permission: PermissionStatus | null = null;
  let polling = false;

  const visible = () => environment.document?.visibilityState !== 'hidden';

  const schedulePoll = () => {
    if (stopped || !polling) return;
    timer = environment.setTimeout(() => {
      timer = null;
      if (stopped) return;
      if (!visible()) return; // asked again when the page shows
      void askAgain().finally(schedulePoll);
    }, POSITION_POLL_MS);
  };

  const onVisibility = () => {
    if (stopped || !polling || !visible()) return;
    if (timer !== null) environment.clearTimeout(timer);
    timer = null;
    void askAgain().finally(schedulePoll);
  };

  const onPermissionChange = () => {
    if (stopped || !permission) return;
    const state = permission.state as PermissionState;
    if (state !== 'denied') void askAgain();
    startPolling(state === 'granted');
  };

  const startPolling = (on: boolean) => {
    if (on === polling) return;
    polling = on;
    if (on) schedulePoll();
    else if (timer !== null) {
      environment.clearTimeout(timer);
      timer = null;
    }
  };

  environment.document?.addEventListener('visibilitychange', onVisibility);
  void geolocationPermission(environment.permissions).then((status) => {
    if (stopped) return;
    if (!status) {
      startPolling(true);
      return;
    }
    permission = status;
    status.addEventListener('change', onPermissionChange);
    startPolling(status.state === 'granted');
  });

  return () => {
    stopped = true;
    if (timer !== null) environment.clearTimeout(timer);
    environment.document?.removeEventListener('visibilitychange', onVisibility);
    permission?.removeEventListener('change', onPermissionChange);
  };
}
