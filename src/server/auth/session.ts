import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../store/database';
import { createSession, deleteSession, sessionUser } from '../store/sessions';
import type { StaffUser } from '../store/users';

/** Name of the staff session cookie. */
export const sessionCookie = 'tas_session';

// A back-office day: a session opened in the morning lasts the working day, not the week.
const sessionMaxAgeMs = 12 * 60 * 60 * 1000;

/** The staff member of the request's session cookie, or null. */
export function currentStaff(db: Db, request: FastifyRequest): StaffUser | null {
  const token = request.cookies[sessionCookie];
  return token ? sessionUser(db, token, sessionMaxAgeMs) : null;
}

/** Opens a session for the user and sets its cookie (HttpOnly, SameSite=Lax; Secure over TLS). */
export function startSession(db: Db, reply: FastifyReply, userId: number): void {
  const token = createSession(db, userId);
  reply.setCookie(sessionCookie, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto' });
}

/** Ends the request's session, if any, and clears its cookie. */
export function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): void {
  const token = request.cookies[sessionCookie];
  if (token) deleteSession(db, token);
  reply.clearCookie(sessionCookie, { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto' });
}
