export interface OutgoingMessage {
  /**
   * A provider must treat a second send with this key as the same message: so no family gets two.
   */
  key: string;
  to: string;
  body: string;
}

export type SendOutcome = { providerMessageId: string } | { error: Error };

export interface MessageProvider {
  readonly name: 'local' | 'http';
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
  /** Each message's outcome, in order: one that fails does not fail the others. */
  sendMany(messages: readonly OutgoingMessage[]): Promise<SendOutcome[]>;
}

/** For a provider that takes one message a call. */
export function eachAlone(
  send: (message: OutgoingMessage) => Promise<{ providerMessageId: string }>,
  messages: readonly OutgoingMessage[],
): Promise<SendOutcome[]> {
  return Promise.all(
    messages.map((message) =>
      send(message).catch((error: unknown) => ({
        error: error instanceof Error ? error : new Error(String(error)),
      })),
    ),
  );
}

export class ProviderError extends Error {}
