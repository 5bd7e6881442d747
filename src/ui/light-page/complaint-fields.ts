import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  complaintMessages,
  phoneDigits,
  type ComplaintCategory,
} from '#contract/complaint-texts.ts';
import { focusOn, mark, part, show } from './light-page-dom.ts';

/** What the complaint fields send, as the server's public complaint calls read it. */
export type ComplaintFieldValues = {
  category: ComplaintCategory;
  description: string;
  phone: string | null;
  anonymous: boolean;
  website: string;
};

/**
 * The script of the complaint fields (./ComplaintFields.tsx) inside `form`: 'Quero ficar anônimo'
 * empties and closes the phone; `read` checks them as the server does, marks each wrong one with
 * how to fix it, and gives the values or the first control to fix. `extra` checks the page's own
 * fields (in the order they are drawn, after the description) the same way.
 */
export function complaintFields(form: HTMLFormElement) {
  const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T;
  const category = field<HTMLSelectElement>('category');
  const description = field<HTMLTextAreaElement>('description');
  const phone = field<HTMLInputElement>('phone');
  const anonymous = field<HTMLInputElement>('anonymous');
  const website = field<HTMLInputElement>('website');
  const error = (id: string) => part(`${id}-error`, form);

  anonymous.addEventListener('change', () => {
    phone.disabled = anonymous.checked;
    if (anonymous.checked) {
      phone.value = '';
      mark(phone, error('phone'), '');
    }
  });

  return {
    read(
      extra: [HTMLElement, boolean][] = [],
    ): { ok: true; value: ComplaintFieldValues } | { ok: false; firstWrong: HTMLElement } {
      const chosen = COMPLAINT_CATEGORIES.find((known) => known === category.value);
      const told = description.value.trim();
      const phoneTyped = anonymous.checked ? '' : phone.value.trim();
      const checks: [HTMLElement, boolean][] = [
        [category, mark(category, error('category'), chosen ? '' : complaintMessages.category)],
        [
          description,
          mark(
            description,
            error('description'),
            told.length >= COMPLAINT_LIMITS.descriptionMin &&
              told.length <= COMPLAINT_LIMITS.descriptionMax
              ? ''
              : complaintMessages.description,
          ),
        ],
        ...extra,
        [
          phone,
          mark(
            phone,
            error('phone'),
            phoneTyped === '' || phoneDigits(phoneTyped) ? '' : complaintMessages.phone,
          ),
        ],
      ];
      const wrong = checks.find(([, ok]) => !ok);
      if (wrong || !chosen) return { ok: false, firstWrong: wrong ? wrong[0] : category };
      return {
        ok: true,
        value: {
          category: chosen,
          description: told,
          phone: phoneTyped === '' ? null : phoneTyped,
          anonymous: anonymous.checked,
          website: website.value,
        },
      };
    },
  };
}

/** Shows the sent complaint's protocol (./ComplaintFields.tsx `SentProtocol`) in place of `hide`. */
export function showSentProtocol(protocol: string, ...hide: HTMLElement[]) {
  part('sent-protocol').textContent = protocol;
  for (const element of hide) show(element, false);
  show(part('sent'));
  focusOn(part('sent-heading'));
}
