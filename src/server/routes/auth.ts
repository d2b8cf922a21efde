import type { FastifyPluginAsync } from 'fastify';
import { heldMessage, loginThrottle, throttleKey } from '../auth/login-throttle';
import { needsRehash, hashPassword, verifyPassword } from '../auth/password';
import { currentStaff, endSession, endUserSessions, startSession, useIdleMinutes } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { notSignedIn } from '../replies';
import { clearLoginAttempts, takeLoginAttempt } from '../store/login-attempts';
import { upgradePasswordHash } from '../store/staff-passwords';
import { findLogin, roleFeatures } from '../store/users';
import { asRecord, asText } from '../values';
import messages from '../../../schemas/server-messages.json';

// Generous enough that browser tests never meet it, low enough to slow down password guessing from one
// address; the per-login-ID throttle (loginThrottle) stops guessing at one account from many.
const loginLimit = { max: 300, timeWindow: '1 minute' };

/** Staff login and logout (000 §7 "Authentication and menu") and the side menu's user info. */
export const authRoutes: FastifyPluginAsync<ServerContext> = async (app, context) => {
  const { db, rateLimit, secureCookies } = context;
  useIdleMinutes(db, context.sessionIdleMinutes);

  app.post('/auth/login', { config: rateLimit ? { rateLimit: loginLimit } : {} }, async (request, reply) => {
    const body = asRecord(request.body);
    const account = asText(body.account).trim();
    const password = asText(body.password);
    if (account === '' || password === '') {
      return reply.code(422).send({ result_code: 422, error_message: messages.login.missingFields });
    }
    // Held or not is decided on the login ID as typed, before any lookup: the answer is the same whether
    // the account exists or not, and a held attempt does not get its password checked.
    const key = throttleKey(account);
    const gate = await takeLoginAttempt(db, key, loginThrottle);
    if (gate.kind === 'held') {
      return reply.code(429).send({ result_code: 429, error_message: heldMessage(gate) });
    }
    const login = await findLogin(db, account);
    const matches = await verifyPassword(password, login?.passwordHash ?? null);
    if (!login || !matches) {
      return reply.code(401).send({ result_code: 401, error_message: messages.login.wrongCredentials });
    }
    await clearLoginAttempts(db, key);
    if (needsRehash(login.passwordHash)) {
      await upgradePasswordHash(db, login.user.user_id, login.passwordHash, await hashPassword(password));
    }
    // A login replaces whatever session this browser held before (other browsers keep theirs).
    await endSession(db, request, reply, secureCookies);
    await startSession(db, reply, login.user.user_id, secureCookies);
    const { user_id, account: loginId, user_name } = login.user;
    return { result_code: 2000, error_message: '', user_id, account: loginId, user_name };
  });

  app.post('/auth/logout', async (request, reply) => {
    await endUserSessions(db, request, reply, secureCookies);
    return { result_code: 2000, error_message: '' };
  });

  app.post('/sideMenu/userInfo', async (request, reply) => {
    const staff = await currentStaff(db, request);
    if (!staff) return refuse(reply, notSignedIn);
    return {
      result_code: 2000,
      error_message: '',
      user_name: staff.user_name,
      role_info: {
        role_id: staff.role_id,
        role_name: staff.role_name,
        feature_masters: await roleFeatures(db, staff.role_id),
      },
    };
  });
};
