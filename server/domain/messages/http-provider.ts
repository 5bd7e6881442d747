import type { HttpGatewayConfig } from '../../config/message-config.ts';
import { phoneKey } from '../../privacy/sealed-fields.ts';
import {
  eachAlone,
  ProviderError,
  type MessageProvider,
  type OutgoingMessage,
} from './message-provider.ts';

/** A gateway silent this long has failed this try; the job queue tries again. */
const SEND_TIMEOUT_MS = 10_000;

/** +55 and the area code; a number with its country code is kept. */
export function e164(phone: string): string {
  const digits = phoneKey(phone);
  return digits.length <= 11 ? `+55${digits}` : `+${digits}`;
}

/** Escaped for inside a JSON string: the template's quotes stay the template's. */
const jsonText = (value: string) => JSON.stringify(value).slice(1, -1);

export function gatewayBody(template: string, message: OutgoingMessage): string {
  const values: Record<string, string> = {
    to: e164(message.to),
    body: message.body,
    key: message.key,
  };
  return template.replace(/\{\{(to|body|key)\}\}/g, (_, name: string) => jsonText(values[name]!));
}

/**
 * The dedupe key goes as `Idempotency-Key`, so a send retried after an instance died is the same
 * message.
 */
export function httpProvider(
  config: HttpGatewayConfig,
  fetchImpl: typeof fetch = fetch,
): MessageProvider {
  const provider: MessageProvider = {
    name: 'http',
    sendMany: (messages) => eachAlone((message) => provider.send(message), messages),
    async send(message) {
      let response: Response;
      try {
        response = await fetchImpl(config.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.token}`,
            'content-type': 'application/json',
            'idempotency-key': message.key,
          },
          body: gatewayBody(config.bodyTemplate, message),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ProviderError(
          `gateway unreachable: ${error instanceof Error ? error.name : 'error'}`,
        );
      }
      const text = await response.text();
      if (!response.ok) throw new ProviderError(`gateway answered HTTP ${response.status}`);
      return { providerMessageId: providerIdOf(text) ?? message.key };
    },
  };
  return provider;
}

function providerIdOf(text: string): string | null {
  try {
    const answer: unknown = JSON.parse(text);
    if (typeof answer !== 'object' || answer === null) return null;
    const { id, messageId } = answer as { id?: unknown; messageId?: unknown };
    const found = typeof id === 'string' ? id : typeof messageId === 'string' ? messageId : null;
    return found?.slice(0, 200) ?? null;
  } catch {
    return null;
  }
}
