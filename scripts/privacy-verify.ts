// `npm run privacy:verify`: checks the access log's hash chain (docs/privacy.md). Reads the same
// settings as the server (DATA_DIR or DATABASE_URL). On the embedded database, stop the server
// first (or use 'Verificar integridade' on the 'Registro de acessos' screen, which checks the same).
// Exit code 0: intact; 1: broken; 2: could not check.
import { readConfig } from '#server/config/config.ts';
import { openDb } from '#server/db/open-db.ts';
import { verifyAccessLog } from '#server/domain/access-log/access-log-chain.ts';
import { runningServerPid } from '#server/privacy/server-lock.ts';

const config = readConfig();
if (!config.databaseUrl) {
  const pid = await runningServerPid(config.dataDir);
  if (pid !== null) {
    console.error(
      `O servidor (pid ${pid}) está usando o banco embutido em ${config.dataDir}. Pare-o antes, ou use "Verificar integridade" na tela Registro de acessos.`,
    );
    process.exit(2);
  }
}
const db = await openDb(config);
try {
  const check = await verifyAccessLog(db);
  if (check.intact) {
    console.log(`Registro de acessos íntegro: ${check.entries} registros.`);
    if (check.head)
      console.log(
        `Hash do último registro (guarde fora do servidor para comparar depois): ${check.head}`,
      );
  } else {
    console.error(
      `Registro de acessos ADULTERADO: a cadeia se rompe no registro nº ${check.brokenAt} (${check.entries} registros íntegros antes dele).`,
    );
  }
  process.exitCode = check.intact ? 0 : 1;
} catch (error) {
  console.error(
    'Não foi possível verificar o registro de acessos:',
    error instanceof Error ? error.message : error,
  );
  process.exitCode = 2;
} finally {
  await db.close();
}
