import { postPublic } from '#src/core/public-api.ts';
import { busy, focusOn, mark, part, say, show } from '#src/ui/light-page/light-page-dom.ts';
import { complaintFields, showSentProtocol } from '#src/ui/light-page/complaint-fields.ts';
import { complaintFieldsCopy } from '#src/ui/light-page/light-page-copy.ts';
import { formatDateOnly } from '#src/lib/format-date.ts';
import type { PublicDelivery, ReceiptLookup } from '#contract/receipt-check.ts';
import type { ComplaintReceipt } from '#contract/complaints.ts';
import {
  RECEIPT_CPF_DIGITS,
  formatReceiptCode,
  normalizeReceiptCode,
} from '#contract/receipt-code.ts';
import { receiptCheckCopy as text } from './receipt-check-copy.ts';
import './ReceiptCheckPage.css.ts';

/**
 * Asks by POST (never in the address) and writes text only; a refused send keeps everything typed.
 */

const form = part<HTMLFormElement>('lookup-form');
const codeInput = form.elements.namedItem('code') as HTMLInputElement;
const digitsInput = form.elements.namedItem('cpfDigits') as HTMLInputElement;
const codeError = part('code-error');
const digitsError = part('digits-error');
const lookupMessage = part('lookup-message');
const checkButton = part<HTMLButtonElement>('check');
const confirmButton = part<HTMLButtonElement>('confirm');
const answerMessage = part('answer-message');
const answerError = part('answer-error');
const problemButton = part<HTMLButtonElement>('problem');
const problemForm = part<HTMLFormElement>('problem-form');
const problem = complaintFields(problemForm);
const problemMessage = part('problem-message');
const sendButton = part<HTMLButtonElement>('send');

/** Kept in memory only: each answer proves it again with the same pair. */
let found: ReceiptLookup | null = null;

const DIGITS = new RegExp(`^(\\d{${RECEIPT_CPF_DIGITS}})?$`);

function answerText(delivery: PublicDelivery): string {
  const day = delivery.answeredOn ? formatDateOnly(delivery.answeredOn) : '';
  if (delivery.familyAnswer === 'received') return text.received(day);
  if (delivery.familyAnswer === 'notReceived') return text.notReceived(day);
  return text.noAnswer;
}

function showDelivery(delivery: PublicDelivery): void {
  part('delivered-on').textContent = formatDateOnly(delivery.deliveredOn);
  part('place').textContent = `${delivery.city}/${delivery.state}`;
  part('site').textContent = delivery.siteName;
  part('leader').textContent = delivery.leaderFirstName;
  part('answer').textContent = answerText(delivery);
  // 'Recebi' once: a confirmation stays, and a dispute is for the ombudsperson to close.
  show(confirmButton, delivery.familyAnswer === null);
}

codeInput.addEventListener('blur', () => {
  const code = normalizeReceiptCode(codeInput.value);
  if (code) codeInput.value = formatReceiptCode(code);
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  say(lookupMessage, '');
  const code = normalizeReceiptCode(codeInput.value);
  const cpfDigits = digitsInput.value.replace(/\s/g, '');
  const codeOk = mark(codeInput, codeError, code ? '' : text.codeInvalid);
  const digitsOk = mark(
    digitsInput,
    digitsError,
    DIGITS.test(cpfDigits) ? '' : text.cpfDigitsInvalid,
  );
  if (!code || !codeOk) return codeInput.focus();
  if (!digitsOk) return digitsInput.focus();
  const done = busy(checkButton, text.checking);
  const lookup = { code, cpfDigits };
  void postPublic<PublicDelivery>('/receipts/check', lookup).then((answer) => {
    done();
    if (!answer.ok) {
      say(lookupMessage, answer.message ?? text.noAnswerFromServer);
      return;
    }
    found = lookup;
    showDelivery(answer.value);
    show(part('lookup'), false);
    show(part('delivery'));
    focusOn(part('delivery-heading'));
  });
});

confirmButton.addEventListener('click', () => {
  if (!found) return;
  say(answerError, '');
  const done = busy(confirmButton, text.confirming);
  void postPublic<PublicDelivery>('/receipts/received', found).then((answer) => {
    done();
    if (!answer.ok) {
      say(answerError, answer.message ?? text.noAnswerFromServer);
      return;
    }
    showDelivery(answer.value);
    say(answerMessage, text.confirmed);
    // The button is gone once confirmed: the focus goes to what happened.
    focusOn(answerMessage);
  });
});

problemButton.addEventListener('click', () => {
  show(part('problem-section'));
  focusOn(part('problem-heading'));
});

problemForm.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!found) return;
  say(problemMessage, '');
  const read = problem.read();
  if (!read.ok) {
    say(problemMessage, complaintFieldsCopy.fixAbove);
    read.firstWrong.focus();
    return;
  }
  const done = busy(sendButton, text.sending);
  void postPublic<ComplaintReceipt>('/receipts/problem', { ...found, ...read.value }).then(
    (answer) => {
      done();
      if (!answer.ok) {
        say(problemMessage, answer.message ?? text.noAnswerFromServer);
        focusOn(problemMessage);
        return;
      }
      showSentProtocol(answer.value.protocol, part('problem-section'), part('delivery'));
    },
  );
});
