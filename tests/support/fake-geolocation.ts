import { afterEach } from 'vitest';

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

function setGeolocation(value: Geolocation | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value });
}

/** The browser gives a position at once (São Paulo). */
export function grantLocation() {
  setGeolocation({
    getCurrentPosition: (success) =>
      success({
        coords: { latitude: -23.55, longitude: -46.63, accuracy: 10 },
        timestamp: 0,
      } as GeolocationPosition),
  });
}

/** The person refused access to the location. */
export function denyLocation() {
  setGeolocation({
    getCurrentPosition: (_success, failure) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
  });
}

/** jsdom has no geolocation: the same as a browser without it. */
export function removeLocation() {
  setGeolocation(undefined);
}

afterEach(() => removeLocation());

/**
 * A browser whose location starts refused and can be allowed later, as a person does in the
 * browser's settings: the Permissions API's status changes and fires `change`
 * (`withPermissionsApi`), or, without that API, only the next request learns it.
 */
export function refusedThenAllowedLocation({
  withPermissionsApi,
}: {
  withPermissionsApi: boolean;
}) {
  let allowed = false;
  const status = Object.assign(new EventTarget(), {
    name: 'geolocation',
    state: 'denied' as PermissionState,
    onchange: null,
  });
  const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null) =>
    allowed
      ? success({
          coords: { latitude: -23.55, longitude: -46.63, accuracy: 10 },
          timestamp: 0,
        } as GeolocationPosition)
      : failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  setGeolocation({ getCurrentPosition });
  Object.defineProperty(window.navigator, 'permissions', {
    configurable: true,
    value: withPermissionsApi ? { query: () => Promise.resolve(status) } : undefined,
  });
  return {
    allow() {
      allowed = true;
      status.state = 'granted';
      status.dispatchEvent(new Event('change'));
    },
  };
}

afterEach(() => {
  Object.defineProperty(window.navigator, 'permissions', { configurable: true, value: undefined });
});
