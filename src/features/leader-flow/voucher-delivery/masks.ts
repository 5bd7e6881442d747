import type { MaskOptions, TrackingData } from '@react-input/mask';
import { CPF_MASK, MASK_DIGIT, PHONE_MASKS } from '../forms/voucher-delivery';

export const cpfMask: MaskOptions = { mask: CPF_MASK, replacement: MASK_DIGIT };

/** The digits the phone field will hold once this keystroke (or deletion) is applied. */
function digitsAfter({ value, inputType, data, selectionStart, selectionEnd }: TrackingData): number {
  const removed = selectionStart !== selectionEnd ? value.slice(selectionStart, selectionEnd) : inputType === 'insert' ? '' : 'x';
  const current = value.replace(/\D/g, '').length;
  const inserted = inputType === 'insert' ? (data ?? '').replace(/\D/g, '').length : 0;
  const removedDigits = removed === 'x' ? 1 : removed.replace(/\D/g, '').length;
  return current + inserted - removedDigits;
}

const maskForDigits = (digits: number) => (digits > 10 ? PHONE_MASKS.mobile : PHONE_MASKS.landline);

/**
 * Brazilian phones: (00) 0000-0000 for landlines, (00) 00000-0000 once an eleventh digit comes.
 * `current` is the value the field holds now, so a field mounted again keeps its mask.
 */
export function phoneMaskFor(current: string): MaskOptions {
  return {
    mask: maskForDigits(current.replace(/\D/g, '').length),
    replacement: MASK_DIGIT,
    modify: (data) => ({ mask: maskForDigits(digitsAfter(data)) }),
  };
}
