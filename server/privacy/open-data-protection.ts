import type { ServerConfig } from '../config/config.ts';
import { keySourceFor, type DataKeySource } from './data-keys.ts';
import { DataProtection } from './data-protection.ts';

export function configuredKeySource(
  config: Pick<ServerConfig, 'dataDir' | 'privacy'>,
): DataKeySource {
  return keySourceFor({
    dataDir: config.dataDir,
    dataKeys: config.privacy.dataKeys,
    dataKeysFile: config.privacy.dataKeysFile,
  });
}

export interface LoadedDataKeys {
  protection: DataProtection;
  source: DataKeySource;
}

export async function openDataProtection(
  config: Pick<ServerConfig, 'dataDir' | 'privacy'>,
  source: DataKeySource = configuredKeySource(config),
): Promise<LoadedDataKeys> {
  return { protection: new DataProtection(await source.load()), source };
}
