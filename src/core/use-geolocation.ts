import { useCallback, useEffect, useRef, useState } from 'react';
import { watchForPositionRecovery } from './position-recovery.ts';

export type GeoPosition = { lat: number; lon: number };

export type GeolocationState =
  | { status: 'pending'; position: null }
  | { status: 'granted'; position: GeoPosition }
  | { status: 'denied'; position: null }
  | { status: 'unavailable'; position: null };

type Answer = Exclude<GeolocationState, { status: 'pending' }>;

const PERMISSION_DENIED = 1;
const MAXIMUM_AGE_MS = 60_000;

const options: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 20_000,
  maximumAge: MAXIMUM_AGE_MS,
};

const currentGeolocation = () =>
  typeof navigator !== 'undefined' ? navigator.geolocation : undefined;

let asked: { from: Geolocation; answer: Promise<Answer> } | null = null;
let lastPosition: { from: Geolocation; state: Answer; at: number } | null = null;

/** The routes call it early, so the request travels while the screen loads. */
export function requestPosition(): Promise<Answer> {
  const geolocation = currentGeolocation();
  if (!geolocation) return Promise.resolve({ status: 'unavailable', position: null });
  if (asked?.from === geolocation) return asked.answer;
  const answer = new Promise<Answer>((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          status: 'granted',
          position: { lat: position.coords.latitude, lon: position.coords.longitude },
        }),
      (error) =>
        resolve({
          status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable',
          position: null,
        }),
      options,
    );
  }).then((state) => {
    asked = null;
    if (state.status === 'granted') lastPosition = { from: geolocation, state, at: Date.now() };
    return state;
  });
  asked = { from: geolocation, answer };
  return answer;
}

/** A position within the browser's own maximumAge is used at once; a refusal is always asked again. */
function initialState(): GeolocationState {
  const geolocation = currentGeolocation();
  if (!geolocation) return { status: 'unavailable', position: null };
  const fresh = lastPosition?.from === geolocation && Date.now() - lastPosition.at < MAXIMUM_AGE_MS;
  return fresh && lastPosition ? lastPosition.state : { status: 'pending', position: null };
}

export type GeolocationView = GeolocationState & {
  retry: () => void;
  retrying: boolean;
};

const failed = (state: GeolocationState) =>
  state.status === 'denied' || state.status === 'unavailable';

const sameAnswer = (a: GeolocationState, b: GeolocationState) =>
  a.status === b.status &&
  a.position?.lat === b.position?.lat &&
  a.position?.lon === b.position?.lon;

/** A failure stays on screen while asked again, so the notice never flickers. */
export function useGeolocation(): GeolocationView {
  const [state, setState] = useState<GeolocationState>(initialState);
  const [retrying, setRetrying] = useState(false);
  const mounted = useRef(true);

  const ask = useCallback(
    () =>
      requestPosition().then((answer) => {
        if (mounted.current)
          setState((previous) => (sameAnswer(previous, answer) ? previous : answer));
      }),
    [],
  );

  useEffect(() => {
    mounted.current = true;
    if (state.status === 'pending') void ask();
    return () => {
      mounted.current = false;
    };
    // Asked once per mount: later state changes are its own answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const isFailed = failed(state);
  useEffect(() => (isFailed ? watchForPositionRecovery(ask) : undefined), [isFailed, ask]);

  const retry = useCallback(() => {
    setRetrying(true);
    void ask().finally(() => {
      if (mounted.current) setRetrying(false);
    });
  }, [ask]);

  return { ...state, retry, retrying };
}
