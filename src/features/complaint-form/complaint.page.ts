import { postPublic } from '#src/core/public-api.ts';
import { busy, focusOn, part, say, show } from '#src/ui/light-page/light-page-dom.ts';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_LIMITS,
  complaintMessages,
  normalizeProtocol,
  phoneDigits,
  type ComplaintCategory,
} from '#contract/complaint-texts.ts';
import { formatReceiptCode, normalizeReceiptCode } from '#contract/receipt-code.ts';
import { complaintPageCopy as text } from './complaint-page-copy.ts';
import './ComplaintPage.css.ts';

/**
 * The script of /ouvidoria (docs/product.md R16.1–R16.3): checks the form as the server does,
 * sends it by POST (nothing typed goes in the address), shows the protocol, and reads a
 * protocol's stage and answer. It writes text only; a failed send keeps everything typed.
 */

type Receipt = { protocol: string; stageText: string };
type Status = { protocol: string; stageText: string; publicAnswer: string | null };

const form = part<HTMLFormElement>('complaint-form');
const field = <T extends HTMLElement>(name: string) => form.elements.namedItem(name) as T;
const category = field<HTMLSelectElement>('category');
const description = field<HTMLTextAreaElement>('description');
const receiptCode = field<HTMLInputElement>('receiptCode');
const phone = field<HTMLInputElement>('phone');
const website = field<HTMLInputElement>('website');
const anonymous = part<HTMLInputElement>('anonymous');
const sendButton = part<HTMLButtonElement>('send');
const sendMessage = part('send-message');

const statusForm = part<HTMLFormElement>('status-form');
const protocolInput = statusForm.elements.namedItem('protocol') as HTMLInputElement;
const checkButton = part<HTMLButtonElement>('check');
const statusMessage = part('status-message');

/** Marks a control valid or not, with its message; true when valid. */
function mark(control: HTMLElement, errorPart: string, message: string): boolean {
  say(part(errorPart), message);
  if (message === '') control.removeAttribute('aria-invalid');
  else control.setAttribute('aria-invalid', 'true');
  return message === '';
}

function failureText(answer: { status: number | null; message: string | null }): string {
  return answer.message ?? text.noAnswerFromServer;
}

// 'Quero ficar anônimo' keeps no contact: the phone field is emptied and closed.
anonymous.addEventListener('change', () => {
  phone.disabled = anonymous.checked;
  if (anonymous.checked) {
    phone.value = '';
    mark(phone, 'phone-error', '');
  }
});

receiptCode.addEventListener('blur', () => {
  const code = normalizeReceiptCode(receiptCode.value);
  if (code) receiptCode.value = formatReceiptCode(code);
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  say(sendMessage, '');
  const chosen = COMPLAINT_CATEGORIES.find((known) => known === category.value);
  const told = description.value.trim();
  const code = receiptCode.value.trim();
  const phoneTyped = anonymous.checked ? '' : phone.value.trim();
  const checks: [HTMLElement, boolean][] = [
    [category, mark(category, 'category-error', chosen ? '' : complaintMessages.category)],
    [
      description,
      mark(
        description,
        'description-error',
        told.length >= COMPLAINT_LIMITS.descriptionMin &&
          told.length <= COMPLAINT_LIMITS.descriptionMax
          ? ''
          : complaintMessages.description,
      ),
    ],
    [
      receiptCode,
      mark(
        receiptCode,
        'receipt-code-error',
        code === '' || normalizeReceiptCode(code) ? '' : complaintMessages.receiptCode,
      ),
    ],
    [
      phone,
      mark(
        phone,
        'phone-error',
        phoneTyped === '' || phoneDigits(phoneTyped) ? '' : complaintMessages.phone,
      ),
    ],
  ];
  const firstWrong = checks.find(([, ok]) => !ok);
  if (firstWrong) {
    say(sendMessage, text.fixBelow);
    firstWrong[0].focus();
    return;
  }
  const done = busy(sendButton, text.sending);
  void postPublic<Receipt>('/complaints', {
    category: chosen as ComplaintCategory,
    description: told,
    receiptCode: code === '' ? null : code,
    phone: phoneTyped === '' ? null : phoneTyped,
    anonymous: anonymous.checked,
    website: website.value,
  }).then((answer) => {
    done();
    if (!answer.ok) {
      say(sendMessage, failureText(answer));
      focusOn(sendMessage);
      return;
    }
    part('sent-protocol').textContent = answer.value.protocol;
    protocolInput.value = answer.value.protocol;
    show(part('compose'), false);
    show(part('sent'));
    focusOn(part('sent-heading'));
  });
});

statusForm.addEventListener('submit', (event) => {
  event.preventDefault();
  say(statusMessage, '');
  const protocol = normalizeProtocol(protocolInput.value);
  if (!mark(protocolInput, 'protocol-error', protocol ? '' : complaintMessages.protocol)) {
    protocolInput.focus();
    return;
  }
  const done = busy(checkButton, text.checking);
  void postPublic<Status>('/complaints/status', { protocol }).then((answer) => {
    done();
    if (!answer.ok) {
      show(part('status'), false);
      say(statusMessage, failureText(answer));
      return;
    }
    part('status-protocol').textContent = answer.value.protocol;
    part('status-stage').textContent = answer.value.stageText;
    part('status-answer').textContent = answer.value.publicAnswer ?? text.noAnswerYet;
    show(part('status'));
    focusOn(part('status'));
  });
});
