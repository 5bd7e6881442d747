import { Hono } from 'hono';
import type { PrivacyConfig } from '../../config/privacy-config.ts';
import { PRIVACY_NOTICE_PATH, renderPrivacyNotice } from './privacy-notice-page.ts';

export function privacyNoticeRoutes(privacy: PrivacyConfig): Hono {
  const app = new Hono();
  const html = renderPrivacyNotice(privacy);
  app.get(PRIVACY_NOTICE_PATH, (c) =>
    c.html(html, 200, { 'Cache-Control': 'public, max-age=300' }),
  );
  return app;
}
