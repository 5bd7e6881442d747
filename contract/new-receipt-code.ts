import base32Encode from 'base32-encode';
import { RECEIPT_CODE_BYTES } from './receipt-code.ts';

/**
 * A new receipt code (contract/receipt-code.ts): 40 bits from the platform's cryptographic
 * random source, written in Crockford's base32. Made on the leader's phone, offline too, and by
 * the server when the phone's code is already taken or a delivery came without one.
 */
export function newReceiptCode(): string {
  const bytes = new Uint8Array(RECEIPT_CODE_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return base32Encode(bytes, 'Crockford');
}
