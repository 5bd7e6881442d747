import type { Role } from '#contract/session.ts';

/** `server/http` reads it from the verified token; the domain only receives it. */
export interface AuthUser {
  id: string;
  login: string;
  name: string;
  email: string;
  role: Role | null;
}

/** Null actor: the server itself (the retention job). */
export interface AccessActor {
  id: string | null;
  role: string | null;
  clientAddress: string | null;
}
