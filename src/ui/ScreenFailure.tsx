import { copy } from './copy/pt-BR';
import { LoadFailure } from './QueryState';
import { Screen } from './Screen';

type ScreenFailureProps = {
  /** Asks for the screen again (the error boundary's retry). */
  onRetry: () => void;
  /** Keeps the signed-in area's bottom navigation, so the person can go elsewhere. */
  withNav: boolean;
};

/**
 * A screen that could not be opened, shown in its place inside the app's frame: offline, the
 * screen's code was never downloaded on this device; otherwise something unexpected failed.
 */
export function ScreenFailure({ onRetry, withNav }: ScreenFailureProps) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Screen title={offline ? copy.offline.title : copy.app.name} withNav={withNav}>
      <LoadFailure
        message={offline ? copy.offline.screenUnavailable : copy.app.unexpectedError}
        onRetry={onRetry}
      />
    </Screen>
  );
}
