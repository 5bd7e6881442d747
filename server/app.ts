import { Hono, type Context } from 'hono';
import { concurrencyCap } from './http/concurrency-cap.ts';
import { streamingBodyLimit } from './http/body-limit.ts';
import type { AppEnv } from './http/env.ts';
import { messages } from './http/errors.ts';
import { errorHandler } from './http/error-handler.ts';
import { noStore } from './http/no-store.ts';
import { cleanInput } from './http/clean-input.ts';
import { authenticate } from './http/authenticate.ts';
import { securityHeaders } from './http/security-headers.ts';
import { hostCheck } from './http/host-check.ts';
import { HOSTED_PAGE_STYLES } from './identity-provider/sign-in-page.ts';
import { PRIVACY_NOTICE_STYLES } from './domain/privacy-notice/privacy-notice-page.ts';
import { prerenderedStyleHashes } from './http/inline-style-hashes.ts';
import { mapTileOrigins, readBuildSettings } from './build-settings.ts';
import { apiCors } from './http/cors.ts';
import { spaHandler } from './http/spa.ts';
import { compressAnswers } from './http/compress-answers.ts';
import { DEFAULT_WAIT, idempotentWrites } from './http/idempotency/idempotent-writes.ts';
import { identityRoutes } from './identity-provider/identity.routes.ts';
import { fileLinkRoutes } from './files/file-links.routes.ts';
import type { ServerDeps } from './server-deps.ts';
import { healthRoutes } from './health.routes.ts';
import { requestLog } from './request-log.ts';
import { requestContext } from './request-context.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import { tokenMetricsRoutes } from './metrics/metrics-routes.ts';
import { sessionRoutes } from './domain/session/session.routes.ts';
import { donationsRoutes } from './domain/donations/donations.routes.ts';
import { vouchersRoutes } from './domain/donations/vouchers.routes.ts';
import { voucherLedgerRoutes } from './domain/voucher-ledger/voucher-ledger.routes.ts';
import { voucherRecallRoutes } from './domain/voucher-ledger/voucher-recall.routes.ts';
import { lookupsRoutes } from './domain/lookups/lookups.routes.ts';
import { chargesRoutes } from './domain/charges/charges.routes.ts';
import { reportsRoutes } from './domain/reports/reports.routes.ts';
import { reviewRoutes } from './domain/review/review.routes.ts';
import { accessLogRoutes } from './domain/access-log/access-log.routes.ts';
import { subjectsRoutes } from './domain/data-subjects/subjects.routes.ts';
import { privacyNoticeRoutes } from './domain/privacy-notice/privacy-notice.routes.ts';
import { leaderReportsRoutes } from './domain/leader-reports/leader-reports.routes.ts';
import { overviewRoutes } from './domain/overview/overview.routes.ts';
import { accountsRoutes } from './domain/accounts/accounts.routes.ts';
import { publicApi } from './http/public-api.ts';
import { complaintsPublicRoutes } from './domain/complaints/complaints-public.routes.ts';
import { receiptCheckRoutes } from './domain/receipt-check/receipt-check.routes.ts';
import {
  transparencyPublicRoutes,
  transparencyRoutes,
} from './domain/transparency/transparency.routes.ts';
import { transparencyPageRoutes } from './domain/transparency/transparency-page.routes.ts';
import { complaintsRoutes } from './domain/complaints/complaints.routes.ts';
import { familyMessagesRoutes } from './domain/message-replies/family-messages.routes.ts';
import { verificationRoutes } from './domain/verification/verification.routes.ts';
import { messageWebhookRoutes } from './domain/message-replies/message-webhook.routes.ts';

const requestTooLargeMessage = 'Requisição maior que o limite permitido.';

const MB = 1024 * 1024;
const MULTIPART_MAX_BYTES = 25 * MB;
const OTHER_BODY_MAX_BYTES = 1 * MB;
const AUTH_BODY_MAX_BYTES = 64 * 1024;

function apiBodyLimits() {
  const multipart = streamingBodyLimit(MULTIPART_MAX_BYTES, messages.fileTooLarge);
  const other = streamingBodyLimit(OTHER_BODY_MAX_BYTES, requestTooLargeMessage);
  return (c: Context, next: () => Promise<void>) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? multipart(c, next)
      : other(c, next);
}

export function createApp(deps: ServerDeps): Hono {
  const { config } = deps;
  const app = new Hono();

  app.use('*', requestContext());
  app.use('*', requestLog());
  app.use('*', httpMetrics(deps.metrics));
  const imgSrc = [...config.cspImgSrc, ...mapTileOrigins(readBuildSettings(config.distDir))];
  const styleHashes = prerenderedStyleHashes(config.distDir);
  app.use(
    '*',
    securityHeaders({
      origin: config.origin,
      connectSrc: config.cspConnectSrc,
      imgSrc,
      pageStyles: [HOSTED_PAGE_STYLES, PRIVACY_NOTICE_STYLES],
      styleHashes,
    }),
  );
  app.use('*', hostCheck(config.origin));
  const cors = apiCors({
    origin: config.origin,
    extraOrigins: config.corsOrigins,
    development: config.development,
  });
  app.use('/api/*', cors);
  app.use('/auth/*', cors);
  app.use('/api/*', noStore());
  app.use('/auth/*', noStore());
  // In-memory answers travel compressed; the built files are compressed at build time
  // (server/http/spa.ts).
  for (const prefix of ['/api/*', '/auth/*', '/files/*']) app.use(prefix, compressAnswers());
  app.use('/auth/*', streamingBodyLimit(AUTH_BODY_MAX_BYTES, requestTooLargeMessage));
  app.onError(errorHandler);

  app.route('/', healthRoutes(deps));
  if (config.metrics.token) app.route('/', tokenMetricsRoutes(deps, config.metrics.token));

  if (deps.localIdentity) {
    app.route(
      '/auth',
      identityRoutes({
        db: deps.db,
        config,
        keys: deps.localIdentity.keys,
        issuer: deps.localIdentity.issuer,
        verifier: deps.identity,
        now: deps.now,
        protection: deps.protection,
      }),
    );
  }
  app.route(
    '/files',
    fileLinkRoutes({
      db: deps.db,
      protection: deps.protection,
      files: deps.files,
      fileLinks: deps.fileLinks,
      now: deps.now,
    }),
  );

  const publicCalls = publicApi();
  publicCalls.route('/', complaintsPublicRoutes(deps));
  publicCalls.route('/', receiptCheckRoutes(deps));
  publicCalls.route('/', transparencyPublicRoutes(deps));
  publicCalls.all('*', (c) => c.json({ message: messages.notFound }, 404));
  app.route('/api/public', publicCalls);
  app.route('/api/hooks', messageWebhookRoutes(deps));

  const api = new Hono<AppEnv>();
  // The caller is known before a byte of the body is read: a stranger's upload costs nothing.
  api.use('*', authenticate(deps));
  // Before any layer reads the body: a file beyond the cap is refused unread.
  api.on('POST', '/load/*', concurrencyCap(config.csvUploadsAtOnce));
  api.use('*', apiBodyLimits());
  api.use('*', cleanInput());
  // After authenticate: keys belong to the signed-in user.
  api.use('*', idempotentWrites(deps, DEFAULT_WAIT, config.idempotencyKeysPerUser));
  api.route('/', sessionRoutes(deps));
  api.route('/', donationsRoutes(deps));
  api.route('/', vouchersRoutes(deps));
  api.route('/', voucherLedgerRoutes(deps));
  api.route('/', voucherRecallRoutes(deps));
  api.route('/', lookupsRoutes(deps));
  api.route('/', chargesRoutes(deps));
  api.route('/', reportsRoutes(deps));
  api.route('/', reviewRoutes(deps));
  api.route('/', accessLogRoutes(deps));
  api.route('/', subjectsRoutes(deps));
  api.route('/', leaderReportsRoutes(deps));
  api.route('/', overviewRoutes(deps));
  api.route('/', accountsRoutes(deps));
  api.route('/', complaintsRoutes(deps));
  api.route('/', transparencyRoutes(deps));
  api.route('/', familyMessagesRoutes(deps));
  api.route('/', verificationRoutes(deps));
  app.route('/api', api);

  const notFoundJson = (c: Context) => c.json({ message: messages.notFound }, 404);
  app.all('/api/*', notFoundJson);
  app.all('/auth/*', notFoundJson);
  app.all('/files/*', notFoundJson);
  app.route('/', privacyNoticeRoutes(config.privacy));
  app.route('/', transparencyPageRoutes(deps, config.distDir));
  const spa = spaHandler(config.distDir, { machineInspector: config.machineInspector });
  app.get('*', spa);
  app.notFound(notFoundJson);
  return app;
}
