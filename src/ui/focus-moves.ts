import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Gives the focus to the first field marked invalid in `within` (in reading order) and scrolls
 * its label into view with it, clear of the sticky header. False when no field is invalid.
 */
export function focusFirstInvalid(within: ParentNode): boolean {
  const field = within.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  const labelId = field.getAttribute('aria-labelledby')?.split(' ')[0];
  const label =
    (field as HTMLInputElement).labels?.[0] ?? (labelId ? document.getElementById(labelId) : null);
  // The label first, then the field: when both fit on the screen, both end up in view. (A
  // document without layout, as in the dom tests, has no scrolling to do.)
  label?.scrollIntoView?.({ block: 'nearest' });
  field.scrollIntoView?.({ block: 'nearest' });
  return true;
}

/**
 * A form whose submit was refused (by its own rules or by the server's answer) takes the person
 * to the first field to fix. `attempt` changes on each submit (react-hook-form's `submitCount`,
 * or a form's own count); the fields' `aria-invalid` must be drawn by then.
 */
export function useFirstInvalidFocus(attempt: number): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (attempt > 0 && form.current) focusFirstInvalid(form.current);
  }, [attempt]);
  return form;
}

/** For a form that checks by hand: call `refused()` when a submit leaves a field marked invalid. */
export function useRefusalFocus(): {
  formRef: RefObject<HTMLFormElement | null>;
  refused: () => void;
} {
  const [refusals, setRefusals] = useState(0);
  const formRef = useFirstInvalidFocus(refusals);
  return { formRef, refused: () => setRefusals((count) => count + 1) };
}

/**
 * When part of a screen swaps its content, the focused control is gone: each time `shown` changes
 * after the first drawing, `target`'s element takes the focus (tabIndex -1, not in the Tab order).
 */
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
