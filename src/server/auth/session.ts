import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../store/database';
import {
  admitSession,
  createSession,
  deleteSession,
  deleteUserSessions,
  hashToken,
  sessionUser,
  type SessionLimits,
} from '../store/sessions';
import type { SessionRow } from '../store/staff-calls';
import type { StaffUser } from '../store/users';

/** Name of the staff session cookie. */
export const sessionCookie = 'tas_session';

/** Minutes without a call after which a staff session ends (`TAS_SESSION_IDLE_MINUTES` overrides). */
export const defaultIdleMinutes = 60;

// A back-office day: a session opened in the morning lasts the working day, not the week.
const sessionMaxAgeMs = 12 * 60 * 60 * 1000;

// Every route asks `currentStaff(db, request)`; the server's idle setting travels with its database rather
// than through each of those calls. Set once by the auth routes (useIdleMinutes).
const limitsByDb = new WeakMap<Db, SessionLimits>();
const defaultLimits: SessionLimits = { maxAgeMs: sessionMaxAgeMs, idleMs: defaultIdleMinutes * 60 * 1000 };

/** Sets the idle limit of the sessions of this database (the server's `sessionIdleMinutes`). */
export function useIdleMinutes(db: Db, minutes: number): void {
  limitsByDb.set(db, { maxAgeMs: sessionMaxAgeMs, idleMs: minutes * 60 * 1000 });
}

const limitsOf = (db: Db) => limitsByDb.get(db) ?? defaultLimits;

// A request's staff member, read once: the audit trail's hook reads it as the call arrives, and the route
// asks again. What the first read found stands for the whole request, as it did when the hook ran first.
const staffOfRequest = new WeakMap<FastifyRequest, Promise<StaffUser | null>>();

/** The staff member of the request's session cookie, or null. */
export function currentStaff(db: Db, request: FastifyRequest): Promise<StaffUser | null> {
  let staff = staffOfRequest.get(request);
  if (!staff) {
    const token = request.cookies[sessionCookie];
    staff = token ? sessionUser(db, token, limitsOf(db)) : Promise.resolve(null);
    staffOfRequest.set(request, staff);
  }
  return staff;
}

/**
 * The request's staff member and what the call asks of the database besides, or null without a session:
 * `withSession` reads both in the session's own statement (staff-calls.ts); when this request's session has
 * been read already, `alone` reads the rest.
 */
export async function staffWith<T>(
  db: Db,
  request: FastifyRequest,
  withSession: (tokenHash: string) => Promise<{ session: SessionRow; answer: T } | undefined>,
  alone: (staff: StaffUser) => Promise<T>,
): Promise<{ staff: StaffUser; answer: T } | null> {
  const known = staffOfRequest.get(request);
  const token = request.cookies[sessionCookie];
  if (known || !token) {
    const staff = await currentStaff(db, request);
    return staff ? { staff, answer: await alone(staff) } : null;
  }
  const tokenHash = hashToken(token);
  const read = withSession(tokenHash).then(async (found) => {
    const staff = found ? await admitSession(db, tokenHash, found.session, limitsOf(db)) : null;
    return { staff, answer: found?.answer };
  });
  const staffRead = read.then(({ staff }) => staff);
  // Awaited below through `read`; a failure is answered there, not again as an unhandled rejection.
  staffRead.catch(() => undefined);
  staffOfRequest.set(request, staffRead);
  const { staff, answer } = await read;
  return staff && answer !== undefined ? { staff, answer } : null;
}

// Secure always when configured so (TAS_SECURE_COOKIES); else when the request came over https, which
// behind a trusted proxy (TAS_TRUST_PROXY) is what its X-Forwarded-Proto says.
const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: secure || 'auto' }) as const;

/** Opens a session for the user and sets its cookie (HttpOnly, SameSite=Lax; Secure over TLS or always). */
export async function startSession(
  db: Db,
  reply: FastifyReply,
  userId: number,
  secure: boolean,
): Promise<void> {
  const token = await createSession(db, userId);
  reply.setCookie(sessionCookie, token, cookieOptions(secure));
}

/** Ends this browser's session, if any (a new login replaces it), and clears its cookie. */
export async function endSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const token = request.cookies[sessionCookie];
  if (token) await deleteSession(db, token);
  reply.clearCookie(sessionCookie, cookieOptions(secure));
}

/** Logout: ends every session of the request's user, in every browser, and clears this cookie. */
export async function endUserSessions(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const staff = await currentStaff(db, request);
  if (staff) await deleteUserSessions(db, staff.user_id);
  await endSession(db, request, reply, secure);
}
