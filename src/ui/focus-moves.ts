import { useEffect, useRef, useState, type RefObject } from 'react';

/** Scrolls its label into view with it, clear of the sticky header. */
export function focusFirstInvalid(within: ParentNode): boolean {
  const field = within.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  const labelId = field.getAttribute('aria-labelledby')?.split(' ')[0];
  const label =
    (field as HTMLInputElement).labels?.[0] ?? (labelId ? document.getElementById(labelId) : null);
  // The label first, so both it and the field end up in view when they fit.
  // A document without layout (the dom tests) has no scrolling to do.
  label?.scrollIntoView?.({ block: 'nearest' });
  field.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/** The fields' `aria-invalid` must be drawn by the time `attempt` changes. */
export function useFirstInvalidFocus(attempt: number): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (attempt > 0 && form.current) focusFirstInvalid(form.current);
  }, [attempt]);
  return form;
}

export function useRefusalFocus(): {
  formRef: RefObject<HTMLFormElement | null>;
  refused: () => void;
} {
  const [refusals, setRefusals] = useState(0);
  const formRef = useFirstInvalidFocus(refusals);
  return { formRef, refused: () => setRefusals((count) => count + 1) };
}

/** The swapped content's focused control is gone: `target` takes the focus instead. */
export function useFocusWhenShown<Shown>(
  shown: Shown,
  target: (shown: Shown) => HTMLElement | null | undefined,
): void {
  const drawn = useRef<Shown>(shown);
  useEffect(() => {
    if (Object.is(drawn.current, shown)) return;
    drawn.current = shown;
    const element = target(shown);
    if (!element) return;
    if (!element.matches('a[href], button, input, select, textarea, [tabindex]'))
      element.tabIndex = -1;
    element.focus();
  });
}
