export interface OutgoingMessage {
  /**
   * A provider must treat a second send with this key as the same message: so no family gets two.
   */
  key: string;
  to: string;
  body: string;
}

export interface MessageProvider {
  readonly name: 'local' | 'http';
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
}

export class ProviderError extends Error {}
