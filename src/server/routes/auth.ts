import type { FastifyPluginAsync } from 'fastify';
import { verifyPassword } from '../auth/password';
import { currentStaff, endSession, startSession } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { notSignedIn } from '../replies';
import { findLogin, roleFeatures } from '../store/users';
import { asRecord, asText } from '../values';

// Generous enough that browser tests never meet it, low enough to slow down password guessing.
const loginLimit = { max: 300, timeWindow: '1 minute' };

/** Staff login and logout (000 §7 "Authentication and menu") and the side menu's user info. */
export const authRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, rateLimit }) => {
  app.post('/auth/login', { config: rateLimit ? { rateLimit: loginLimit } : {} }, async (request, reply) => {
    const body = asRecord(request.body);
    const account = asText(body.account).trim();
    const password = asText(body.password);
    if (account === '' || password === '') {
      return reply
        .code(422)
        .send({ result_code: 422, error_message: 'ログインIDとパスワードを入力してください' });
    }
    const login = findLogin(db, account);
    const matches = await verifyPassword(password, login?.passwordHash ?? null);
    if (!login || !matches) {
      return reply
        .code(401)
        .send({ result_code: 401, error_message: 'ログインIDまたはパスワードが正しくありません' });
    }
    // A login replaces whatever session the browser held before.
    endSession(db, request, reply);
    startSession(db, reply, login.user.user_id);
    const { user_id, account: loginId, user_name } = login.user;
    return { result_code: 2000, error_message: '', user_id, account: loginId, user_name };
  });

  app.post('/auth/logout', async (request, reply) => {
    endSession(db, request, reply);
    return { result_code: 2000, error_message: '' };
  });

  app.post('/sideMenu/userInfo', async (request, reply) => {
    const staff = currentStaff(db, request);
    if (!staff) return refuse(reply, notSignedIn);
    return {
      result_code: 2000,
      error_message: '',
      user_name: staff.user_name,
      role_info: {
        role_id: staff.role_id,
        role_name: staff.role_name,
        feature_masters: roleFeatures(db, staff.role_id),
      },
    };
  });
};
