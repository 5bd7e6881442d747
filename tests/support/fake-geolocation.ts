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
