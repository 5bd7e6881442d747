import type { Role } from '#contract/session.ts';

/**
 * The person a domain rule acts for: who they are and their role. `server/http` reads it from the
 * verified token and the users table (authenticate.ts); the domain only receives it.
 */
export interface AuthUser {
  id: string;
  login: string;
  name: string;
  email: string;
  role: Role | null;
}

/**
 * Who read a family's data, from where, as the access log records it: the signed-in person and
 * their address (server/http/request-actor.ts), or the server itself (null: the retention job).
 */
export interface AccessActor {
  id: string | null;
  role: string | null;
  clientAddress: string | null;
}
