import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  complaintMessages,
  phoneDigits,
  type ComplaintCategory,
} from '#contract/complaint-texts.ts';
import { focusOn, mark, part, show } from './light-page-dom.ts';

export type ComplaintFieldValues = {
  category: ComplaintCategory;
  description: string;
  phone: string | null;
  anonymous: boolean;
  website: string;
};

/** `read` checks them as the server does and marks each wrong one with how to fix it. */
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

export function showSentProtocol(protocol: string, ...hide: HTMLElement[]) {
  part('sent-protocol').textContent = protocol;
  for (const element of hide) show(element, false);
  show(part('sent'));
  focusOn(part('sent-heading'));
}
