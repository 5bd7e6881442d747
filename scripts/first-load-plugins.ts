import type { Plugin } from 'vite';
import { compressAssets } from './compress-assets-plugin.ts';
import { prerenderPublicPages } from './prerender-plugin.ts';

/**
 * What makes the first load fast on a weak mobile network (issue 11): the public pages are
 * rendered to HTML, then every text file is compressed once, for the server to send by
 * Accept-Encoding. Order matters: the prerendered pages are compressed too.
 */
export function firstLoadPlugins(): Plugin[] {
  return [prerenderPublicPages(), compressAssets()];
}
