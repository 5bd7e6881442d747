// A light page's styles travel with its script: the build inlines the CSS its script imports.
import '#src/ui/styles/global.css.ts';
import './LightPage.css.ts';

/** Parts found by `data-part`, only text written, never HTML. */

/** A page whose markup lacks it is a build mistake. */
export function part<T extends HTMLElement = HTMLElement>(
  name: string,
  root: ParentNode = document,
): T {
  const found = root.querySelector<T>(`[data-part="${name}"]`);
  if (!found) throw new Error(`light page: no [data-part="${name}"]`);
  return found;
}

export function show(element: HTMLElement, shown = true): void {
  element.hidden = !shown;
}

/** Into a live region; an empty text hides it. */
export function say(element: HTMLElement, text: string): void {
  element.textContent = text;
  element.hidden = text === '';
}

/** True when valid; the message goes in the field's error part, empty when valid. */
export function mark(control: HTMLElement, error: HTMLElement, message: string): boolean {
  say(error, message);
  if (message === '') control.removeAttribute('aria-invalid');
  else control.setAttribute('aria-invalid', 'true');
  return message === '';
}

export function focusOn(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

export function busy(button: HTMLButtonElement, busyText: string): () => void {
  const label = button.textContent ?? '';
  button.setAttribute('aria-busy', 'true');
  button.disabled = true;
  button.textContent = busyText;
  return () => {
    button.removeAttribute('aria-busy');
    button.disabled = false;
    button.textContent = label;
  };
}
