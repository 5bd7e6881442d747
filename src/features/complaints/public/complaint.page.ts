import { postPublic } from '#src/core/public-api.ts';
import { busy, focusOn, mark, part, say, show } from '#src/ui/light-page/light-page-dom.ts';
import { complaintFields, showSentProtocol } from '#src/ui/light-page/complaint-fields.ts';
import { complaintFieldsCopy } from '#src/ui/light-page/light-page-copy.ts';
import { complaintMessages, normalizeProtocol } from '#contract/complaint-texts.ts';
import { formatReceiptCode, normalizeReceiptCode } from '#contract/receipt-code.ts';
import { complaintPageCopy as text } from './complaint-page-copy.ts';
import './ComplaintPage.css.ts';

/**
 * Sends by POST (nothing typed goes in the address) and writes text only; a failed send keeps
 * everything.
 */

type Receipt = { protocol: string; stageText: string };
type Status = { protocol: string; stageText: string; publicAnswer: string | null };

const form = part<HTMLFormElement>('complaint-form');
const fields = complaintFields(form);
const receiptCode = form.elements.namedItem('receiptCode') as HTMLInputElement;
const sendButton = part<HTMLButtonElement>('send');
const sendMessage = part('send-message');

const statusForm = part<HTMLFormElement>('status-form');
const protocolInput = statusForm.elements.namedItem('protocol') as HTMLInputElement;
const checkButton = part<HTMLButtonElement>('check');
const statusMessage = part('status-message');

function failureText(answer: { status: number | null; message: string | null }): string {
  return answer.message ?? text.noAnswerFromServer;
}

receiptCode.addEventListener('blur', () => {
  const code = normalizeReceiptCode(receiptCode.value);
  if (code) receiptCode.value = formatReceiptCode(code);
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  say(sendMessage, '');
  const code = receiptCode.value.trim();
  const read = fields.read([
    [
      receiptCode,
      mark(
        receiptCode,
        part('receipt-code-error'),
        code === '' || normalizeReceiptCode(code) ? '' : complaintMessages.receiptCode,
      ),
    ],
  ]);
  if (!read.ok) {
    say(sendMessage, complaintFieldsCopy.fixAbove);
    read.firstWrong.focus();
    return;
  }
  const done = busy(sendButton, text.sending);
  void postPublic<Receipt>('/complaints', {
    ...read.value,
    receiptCode: code === '' ? null : code,
  }).then((answer) => {
    done();
    if (!answer.ok) {
      say(sendMessage, failureText(answer));
      focusOn(sendMessage);
      return;
    }
    protocolInput.value = answer.value.protocol;
    showSentProtocol(answer.value.protocol, part('compose'));
  });
});

statusForm.addEventListener('submit', (event) => {
  event.preventDefault();
  say(statusMessage, '');
  const protocol = normalizeProtocol(protocolInput.value);
  if (!mark(protocolInput, part('protocol-error'), protocol ? '' : complaintMessages.protocol)) {
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
