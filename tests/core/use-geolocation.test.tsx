import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { requestPosition, useGeolocation } from '#src/core/use-geolocation.ts';

function Position() {
  const { status } = useGeolocation();
  return <p>{status}</p>;
}

/** A browser whose geolocation answers with `answer` when `reply` is called. */
function browserGeolocation(answer: 'granted' | 'denied') {
  const waiting: (() => void)[] = [];
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      waiting.push(() =>
        answer === 'granted'
          ? success({
              coords: { latitude: -23.55, longitude: -46.63, accuracy: 10 },
              timestamp: 0,
            } as GeolocationPosition)
          : failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
      );
    },
  );
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return { getCurrentPosition, reply: () => waiting.splice(0).forEach((answerNow) => answerNow()) };
}

describe('the device position', () => {
  it('asked for by the routes before the screen mounts, reaches the screen without a second request', async () => {
    const geolocation = browserGeolocation('granted');
    const asked = requestPosition();
    render(<Position />);
    geolocation.reply();
    await asked;

    expect(await screen.findByText('granted')).toBeVisible();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledOnce();
  });

  it('found a moment ago, shows at once on the next screen', async () => {
    const geolocation = browserGeolocation('granted');
    const asked = requestPosition();
    geolocation.reply();
    await asked;

    render(<Position />);

    expect(screen.getByText('granted')).toBeVisible();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledOnce();
  });

  it('refused, is asked for again by the next screen', async () => {
    const geolocation = browserGeolocation('denied');
    const { unmount } = render(<Position />);
    geolocation.reply();
    expect(await screen.findByText('denied')).toBeVisible();
    unmount();

    render(<Position />);

    expect(screen.getByText('pending')).toBeVisible();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });
});
