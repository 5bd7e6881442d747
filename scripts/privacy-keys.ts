// `npm run privacy:keys -- <command>`: the data keys (docs/privacy.md "Keys").
//   show               the key ids, which is active (never the keys themselves)
//   rotate             a new encryption key becomes active; the server re-seals everything with it
//                      (a durable job at its next start) and marks the old key retired
//   rotate --hashing   the same for the hashing key (old hashing keys stay: the access log uses them)
//   prune              takes retired encryption keys out of the key file, once no row uses them
// Works on the key file (DATA_KEYS_FILE, or DATA_DIR/data-keys.json). With DATA_KEYS in the
// environment it prints the new keyring for the secret store instead of writing a file.
import { readConfig } from '#server/config/config.ts';
import { openDb } from '#server/db/open-db.ts';
import {
  defaultKeyFile,
  parseKeyring,
  serializeKeyring,
  withNewActiveKey,
  withoutKeys,
  writeKeyFile,
  type DataKeyring,
} from '#server/privacy/data-keys.ts';
import { configuredKeySource } from '#server/privacy/open-data-protection.ts';
import { encryptionKeyInUse } from '#server/privacy/key-usage.ts';
import { runningServerPid } from '#server/privacy/server-lock.ts';

const config = readConfig();
const [command, option] = process.argv.slice(2);
const fromEnvironment = config.privacy.dataKeys !== undefined;
const keyFile = config.privacy.dataKeysFile ?? defaultKeyFile(config.dataDir);

async function save(keyring: DataKeyring, what: string): Promise<void> {
  if (fromEnvironment) {
    console.log(`${what}. Grave este valor em DATA_KEYS (em todas as instâncias) e reinicie:\n`);
    console.log(serializeKeyring(keyring).trim());
    return;
  }
  await writeKeyFile(keyFile, keyring);
  console.log(
    `${what} em ${keyFile}. Reinicie o servidor (todas as instâncias com o mesmo arquivo).`,
  );
}

function show(keyring: DataKeyring): void {
  for (const purpose of ['encryption', 'hashing'] as const) {
    const set = keyring[purpose];
    console.log(
      `${purpose === 'encryption' ? 'Cifragem' : 'Hash'}: ${[...set.keys.keys()].map((id) => (id === set.active ? `${id} (ativa)` : id)).join(', ')}`,
    );
  }
}

async function prune(keyring: DataKeyring): Promise<void> {
  if (!config.databaseUrl && (await runningServerPid(config.dataDir)) !== null) {
    console.error('O servidor está usando o banco embutido: pare-o antes de podar chaves.');
    process.exit(2);
  }
  const db = await openDb(config);
  try {
    const retired = new Set(
      (
        await db.query<{ key_id: string }>(
          'SELECT key_id FROM data_keys WHERE retired_at IS NOT NULL',
        )
      ).map((row) => row.key_id),
    );
    const removable = new Set<string>();
    for (const id of keyring.encryption.keys.keys()) {
      if (id === keyring.encryption.active || !retired.has(id)) continue;
      if (await encryptionKeyInUse(db, id))
        console.log(
          `A chave ${id} ainda cifra dados: mantida (o servidor termina a troca ao reiniciar).`,
        );
      else removable.add(id);
    }
    if (removable.size === 0) {
      console.log('Nenhuma chave para remover.');
      return;
    }
    await save(withoutKeys(keyring, removable), `Chaves removidas: ${[...removable].join(', ')}`);
  } finally {
    await db.close();
  }
}

const keyring = fromEnvironment
  ? parseKeyring(config.privacy.dataKeys!, 'DATA_KEYS')
  : await configuredKeySource(config).load();
if (command === 'show') show(keyring);
else if (command === 'rotate')
  await save(
    withNewActiveKey(keyring, option === '--hashing' ? 'hashing' : 'encryption'),
    'Nova chave ativa',
  );
else if (command === 'prune') await prune(keyring);
else {
  console.error('Use: npm run privacy:keys -- show | rotate [--hashing] | prune');
  process.exitCode = 2;
}
