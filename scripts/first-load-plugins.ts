import type { Plugin } from 'vite';
import { compressAssets } from './compress-assets-plugin.ts';

/**
 * What makes the first load fast on a weak mobile network (issue 11): the build compresses
 * every text file once, for the server to send by Accept-Encoding.
 */
export function firstLoadPlugins(): Plugin[] {
  return [compressAssets()];
}
