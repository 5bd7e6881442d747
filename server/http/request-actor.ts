import type { Context } from 'hono';
import type { AccessActor } from '../shared/user.ts';
import type { AppEnv } from './env.ts';
import { clientAddress } from './client-address.ts';

export function requestActor(c: Context<AppEnv>, trustProxy: boolean): AccessActor {
  return { id: c.var.user.id, role: c.var.user.role, clientAddress: clientAddress(c, trustProxy) };
}
