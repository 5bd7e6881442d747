import { createElement, useSyncExternalStore } from 'react';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { isStaff } from '#src/lib/route-access.ts';
import type { RetryingLazyComponent } from '#src/ui/retrying-lazy.ts';
import { media } from '#src/ui/styles/theme.css.ts';

type LazyScreen = RetryingLazyComponent<object>;

/** The desk's code is downloaded only at desk widths, so a leader's phone never fetches it. */
export function deskOrPhone(phone: LazyScreen, desk: LazyScreen): LazyScreen {
  function DeskOrPhone() {
    const role = useSessionView().user?.role;
    const wide = useMediaQuery(media.desktop);
    return createElement(wide && isStaff(role) ? desk : phone);
  }
  DeskOrPhone.preload = () => {
    phone.preload();
    if (matchesMedia(media.desktop)) desk.preload();
  };
  DeskOrPhone.settled = () => phone.settled() && (!matchesMedia(media.desktop) || desk.settled());
  return DeskOrPhone;
}

export function matchesMedia(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchesMedia(query),
    () => false,
  );
}
