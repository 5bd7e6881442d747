import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';

/**
 * A TLS-terminating front for tests, as a load balancer is in a deployment: HTTPS on `port`
 * with a self-signed certificate, every request passed on unchanged to the plain-HTTP server
 * on `targetPort`.
 */

export interface TlsFiles {
  key: Buffer;
  cert: Buffer;
}

/** A one-day self-signed certificate for localhost, made with openssl in `dir`. */
export function selfSignedCertificate(dir: string): TlsFiles {
  const keyFile = path.join(dir, 'localhost-key.pem');
  const certFile = path.join(dir, 'localhost-cert.pem');
  const subject = [
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ];
  const args = [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    ...subject,
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ];
  execFileSync('openssl', args, { stdio: 'ignore' });
  return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
}

export function startHttpsFront(
  tls: TlsFiles,
  port: number,
  targetPort: number,
): Promise<{ close(): Promise<void> }> {
  const front = https.createServer(tls, (request, response) => {
    const upstream = http.request(
      {
        host: 'localhost',
        port: targetPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            front.closeAllConnections();
            front.close(() => done());
          }),
      }),
    );
  });
}
