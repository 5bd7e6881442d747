import type { ServerConfig } from '../config/config.ts';
import { keySourceFor, type DataKeySource } from './data-keys.ts';
import { DataProtection } from './data-protection.ts';

/** The key source the settings name: DATA_KEYS, DATA_KEYS_FILE or DATA_DIR/data-keys.json. */
export function configuredKeySource(
  config: Pick<ServerConfig, 'dataDir' | 'privacy'>,
): DataKeySource {
  return keySourceFor({
    dataDir: config.dataDir,
    dataKeys: config.privacy.dataKeys,
    dataKeysFile: config.privacy.dataKeysFile,
  });
}

/** `source` is named in errors. */
export interface LoadedDataKeys {
  protection: DataProtection;
  source: DataKeySource;
}

/** Loads the keyring (from `source`, or the one the settings name) into a DataProtection. */
export async function openDataProtection(
  config: Pick<ServerConfig, 'dataDir' | 'privacy'>,
  source: DataKeySource = configuredKeySource(config),
): Promise<LoadedDataKeys> {
  return { protection: new DataProtection(await source.load()), source };
}
