import type { Catalogue } from '../engine/catalogue';
import type { Db } from './store/database';

/** What every route module receives: the database, the section catalogue and the server's switches. */
export interface ServerContext {
  db: Db;
  catalogue: Catalogue;
  /** Limit login attempts (off in tests that log in many times). */
  rateLimit: boolean;
  /** Mark session cookies Secure on every answer, not only over https (`TAS_SECURE_COOKIES`). */
  secureCookies: boolean;
  /** Minutes without a call after which a staff session ends (`TAS_SESSION_IDLE_MINUTES`). */
  sessionIdleMinutes: number;
}
