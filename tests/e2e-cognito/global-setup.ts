import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#tests/support/free-port.ts';
import { waitUntilUp } from '#tests/support/wait-until-up.ts';
import { selfSignedCertificate, startHttpsFront } from '#tests/support/https-front.ts';

/** The stand-in pool's id: Amplify reads a region from it, nothing else. */
const STAND_IN_USER_POOL_ID = 'us-east-1_LocalStandIn';

/**
 * The app built for Cognito, against the local identity provider as the pool's stand-in:
 * an HTTPS front with a certificate made here (the hosted-UI domain must be https for Amplify)
 * passes everything to `npm start` on plain HTTP. The app's public origin is the front, so the
 * hosted UI is `https://localhost:<port>/auth` and the user-pool API `…/auth/cognito-idp`.
 * The build goes to its own folder, so the normal e2e build in dist/ is left alone.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [frontPort, serverPort] = [await freePort(), await freePort()];
  const workDir = mkdtempSync(path.join(tmpdir(), 'cestas-e2e-cognito-'));
  const origin = `https://localhost:${frontPort}`;
  const distDir = path.join(workDir, 'dist');
  const cognitoBuild = {
    VITE_COGNITO_USER_POOL_ID: STAND_IN_USER_POOL_ID,
    VITE_COGNITO_CLIENT_ID: 'cestas-web',
    VITE_COGNITO_DOMAIN: `localhost:${frontPort}/auth`,
    VITE_COGNITO_USER_POOL_ENDPOINT: `${origin}/auth/cognito-idp`,
  };
  const build = spawnSync('npm', ['run', 'build', '--', '--outDir', distDir, '--emptyOutDir'], {
    env: { ...process.env, ...cognitoBuild },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the Cognito build failed:\n${build.stdout}\n${build.stderr}`);

  const server = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(serverPort),
      DATA_DIR: path.join(workDir, 'data'),
      DIST_DIR: distDir,
      PUBLIC_ORIGIN: origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stopServer = async () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await new Promise((r) => server.once('exit', r).once('error', r));
    }
  };
  try {
    // By its own address, before the front exists: only the instance probes answer any Host.
    await waitUntilUp(`http://localhost:${serverPort}/healthz`, server, 240_000);
  } catch (error) {
    console.error(output);
    await stopServer();
    throw error;
  }
  const front = await startHttpsFront(selfSignedCertificate(workDir), frontPort, serverPort);
  process.env.E2E_BASE_URL = origin;
  return async () => {
    await front.close();
    await stopServer();
    rmSync(workDir, { recursive: true, force: true });
  };
}
