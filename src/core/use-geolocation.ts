import { useEffect, useState } from 'react';

export type GeoPosition = { lat: number; lon: number };

export type GeolocationState =
  | { status: 'pending'; position: null }
  | { status: 'granted'; position: GeoPosition }
  /** The person (or the browser's settings) refused access. */
  | { status: 'denied'; position: null }
  /** No geolocation in this browser, or the device could not find a position. */
  | { status: 'unavailable'; position: null };

const PERMISSION_DENIED = 1;

const options: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 20_000,
  maximumAge: 60_000,
};

function initialState(): GeolocationState {
  return typeof navigator !== 'undefined' && navigator.geolocation
    ? { status: 'pending', position: null }
    : { status: 'unavailable', position: null };
}

/** Asks the browser for the device position once, when the component mounts. */
export function useGeolocation(): GeolocationState {
  const [state, setState] = useState<GeolocationState>(initialState);

  useEffect(() => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) return undefined;
    let active = true;
    geolocation.getCurrentPosition(
      (position) => {
        if (active) {
          setState({
            status: 'granted',
            position: { lat: position.coords.latitude, lon: position.coords.longitude },
          });
        }
      },
      (error) => {
        if (active) {
          setState({ status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable', position: null });
        }
      },
      options,
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
