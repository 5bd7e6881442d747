import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import {
  BUILD_SETTINGS_FILE,
  PLACEHOLDER_SUPPORT_PHONE,
  type BuildSettings,
} from '#contract/build-settings.ts';
import { isLoopbackOrigin } from './config/config.ts';

const buildSettingsSchema = v.object({
  supportPhone: v.string(),
  supportEmail: v.optional(v.string(), ''),
  mapTileUrl: v.string(),
});

export function readBuildSettings(distDir: string): BuildSettings | null {
  try {
    const parsed = v.safeParse(
      buildSettingsSchema,
      JSON.parse(fs.readFileSync(path.join(distDir, BUILD_SETTINGS_FILE), 'utf8')),
    );
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export interface SupportContact {
  phone: string;
  email: string | null;
}

export function supportContact(settings: BuildSettings | null): SupportContact {
  return {
    phone: settings?.supportPhone || PLACEHOLDER_SUPPORT_PHONE,
    email: settings?.supportEmail || null,
  };
}

export function mapTileOrigins(settings: BuildSettings | null): string[] {
  if (!settings?.mapTileUrl) return [];
  try {
    // Leaflet's template has {s}, {z}, {x}, {y}: the host may be '{s}.tile…', allowed as a wildcard.
    const url = new URL(settings.mapTileUrl.replace('{s}', 'subdomain-placeholder'));
    return [`${url.protocol}//${url.host.replace('subdomain-placeholder', '*')}`];
  } catch {
    return [];
  }
}

/**
 * A placeholder support phone on a public origin sends a sick leader to a number nobody answers.
 */
export function placeholderPhoneOnPublicOrigin(
  origin: string,
  settings: BuildSettings | null,
): boolean {
  return (
    settings !== null &&
    !isLoopbackOrigin(origin) &&
    settings.supportPhone === PLACEHOLDER_SUPPORT_PHONE
  );
}

export const placeholderPhoneWarning = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  `!! ATENÇÃO: o telefone de suporte do aplicativo ainda é o padrão, ${PLACEHOLDER_SUPPORT_PHONE},`,
  '!! em uma origem pública. Líderes com sintomas e pessoas sem acesso vão ligar',
  '!! para um número que ninguém atende. Defina VITE_SUPPORT_PHONE e compile o',
  '!! aplicativo de novo (npm run build).',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');
