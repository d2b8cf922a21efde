import type { FastifyPluginAsync } from 'fastify';
import { heldMessage, loginThrottle, throttleKey } from '../auth/login-throttle';
import { verifyPassword } from '../auth/password';
import { currentStaff } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { notSignedIn } from '../replies';
import { customerPasswordHash } from '../store/customer-accounts';
import { clearLoginAttempts, takeLoginAttempt } from '../store/login-attempts';
import { asInteger, asRecord, asText } from '../values';
import messages from '../../../schemas/server-messages.json';

// The same limit as the staff login: this call also checks a password.
const surrogateLimit = { max: 300, timeWindow: '1 minute' };

const wrongCredentials = { result_code: 401, error_message: messages.login.wrongCredentials } as const;

/**
 * `POST customers/surrogateLogin` (000 §7): a signed-in staff member proves the customer's my page
 * login ID and password before the apply form opens for that customer. Only the credentials of the
 * customer named by `customer_id` count. No customer session exists in this server yet, so a success
 * only answers `is_surrogate_login: true` and records nothing.
 */
export const surrogateLoginRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, rateLimit }) => {
  app.post(
    '/customers/surrogateLogin',
    { config: rateLimit ? { rateLimit: surrogateLimit } : {} },
    async (request, reply) => {
      if (!(await currentStaff(db, request))) return refuse(reply, notSignedIn);
      const body = asRecord(request.body);
      const account = asText(body.account).trim();
      const password = asText(body.password);
      const customerId = asInteger(body.customer_id);
      if (account === '' || password === '' || customerId === null) {
        return reply.code(422).send({ result_code: 422, error_message: messages.login.missingFields });
      }
      // The customer's login ID has its own count, apart from any staff login ID spelt the same.
      const key = `customer:${customerId}:${throttleKey(account)}`;
      const gate = await takeLoginAttempt(db, key, loginThrottle);
      if (gate.kind === 'held') return { result_code: 429, error_message: heldMessage(gate) };
      const hash = await customerPasswordHash(db, customerId, account);
      // Checked against a decoy when unknown, so the answer time does not tell which IDs exist. The
      // refusal travels as result_code 401 in a 200 answer: HTTP 401 tells the app that the staff
      // session is gone and sends the staff member to /login, which a mistyped customer password is not.
      if (!(await verifyPassword(password, hash))) return wrongCredentials;
      await clearLoginAttempts(db, key);
      return { result_code: 2000, error_message: '', is_surrogate_login: true };
    },
  );
};
