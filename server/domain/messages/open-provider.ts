import type { Db } from '../../db/db.ts';
import type { MessageConfig } from '../../config/message-config.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { localProvider } from './local-provider.ts';
import { httpProvider } from './http-provider.ts';
import type { MessageProvider } from './message-provider.ts';

export function openMessageProvider(deps: {
  db: Db;
  protection: DataProtection;
  now: () => Date;
  config: { messages: MessageConfig };
}): MessageProvider {
  switch (deps.config.messages.provider) {
    case 'local':
      return localProvider(deps.db, deps.protection, deps.now);
    case 'http':
      if (!deps.config.messages.http) throw new Error('MESSAGE_PROVIDER=http needs its settings');
      return httpProvider(deps.config.messages.http);
  }
}
