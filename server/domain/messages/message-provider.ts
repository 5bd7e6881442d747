/**
 * Whatever carries a message to a family's phone (docs/operations.md O6):
 * the local stand-in, or an HTTP gateway in front of a real SMS or WhatsApp service.
 */
export interface OutgoingMessage {
  /**
   * The message's dedupe key. A provider must treat a second send with the same key as the same
   * message: it is how a send cut short (an instance that died before recording it) is tried
   * again without a second message reaching the family.
   */
  key: string;
  /** The phone as the leader typed it (digits and punctuation; the provider normalises it). */
  to: string;
  body: string;
}

export interface MessageProvider {
  readonly name: 'local' | 'http';
  /** Hands the message over; resolves with the provider's id for it, throws when it was not taken. */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

/** A provider's refusal or failure: the message is tried again later. */
export class ProviderError extends Error {}
