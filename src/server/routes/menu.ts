import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentStaff } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { notSignedIn, type Refusal } from '../replies';
import {
  deleteHeadline,
  headlineSortKeys,
  isStatusLocked,
  listHeadlines,
  setTriggerStatus,
  triggerTypes,
  type HeadlineSortKey,
} from '../store/headlines';
import { operationLogDeclaration } from '../audit/audited-calls';
import { insertOperationLog } from '../store/logs';
import { badgeCounts } from '../store/notifications';
import { asFlag, asInteger, asRecord, asText } from '../values';

// The list's paging (000 §9): page 1, 20 a page by default; the browser offers 10, 20, 50 and 100.
const defaultLimit = 20;
const maxLimit = 100;
const headlineStatuses = [0, 1, 2];
// insertLog's texts are screen titles and short operation descriptions.
const logLimits = { page_category: 100, operation: 255 };

const invalid = (errors: Record<string, string[]>): Refusal => ({
  status: 422,
  body: { result_code: 422, errors },
});
const missingHeadline: Refusal = {
  status: 404,
  body: {
    result_code: 404,
    message: 'ヘッドラインが見つかりません',
    error_message: '対象のヘッドラインがありません',
  },
};
const lockedHeadline: Refusal = {
  status: 403,
  body: {
    result_code: 403,
    message: '権限がありません',
    error_message: 'このヘッドラインのステータスは変更できません',
  },
};

function pageOf(query: Record<string, unknown>) {
  const page = Math.max(1, asInteger(query.page) ?? 1);
  const limit = Math.min(maxLimit, Math.max(1, asInteger(query.limit) ?? defaultLimit));
  const requested = asText(query.sort);
  const known = (headlineSortKeys as readonly string[]).includes(requested);
  const sort: HeadlineSortKey = known ? (requested as HeadlineSortKey) : 'registered_timestamp';
  // Newest first unless the request says otherwise.
  const desc = query.desc === undefined ? true : asFlag(query.desc);
  return { page, limit, sort, desc };
}

/**
 * The headline list (000 §7 "Headlines"), the side-menu badges (002 §3.11) and `insertLog`. Their tables
 * are the baseline migration's; the demo headlines and notifications come with the seed.
 */
export const menuRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  // Every call here is a staff call: the user comes from the session, never from `user_id`.
  const staffOf = (request: FastifyRequest) => currentStaff(db, request);

  app.get('/menu/headline', async (request, reply) => {
    const staff = await staffOf(request);
    if (!staff) return refuse(reply, notSignedIn);
    const { rows, total } = await listHeadlines(db, staff.user_id, pageOf(asRecord(request.query)));
    return {
      result_code: 2000,
      records: { headlines: rows, pager_items: { total }, role_name: staff.role_name },
    };
  });

  app.post('/menu/headlineStatusUpdate', async (request, reply) => {
    const staff = await staffOf(request);
    if (!staff) return refuse(reply, notSignedIn);
    const body = asRecord(request.body);
    const status = asInteger(body.headline_status);
    const label = asText(body.headline_trigger_label);
    const errors: Record<string, string[]> = {};
    if (status === null || !headlineStatuses.includes(status))
      errors.headline_status = ['ステータスは未対応・対応中・対応完了のいずれかを指定してください'];
    if (label === '') errors.headline_trigger_label = ['ヘッドラインを指定してください'];
    if (Object.keys(errors).length > 0) return refuse(reply, invalid(errors));
    const types = await triggerTypes(db, staff.user_id, label);
    if (types.length === 0) return refuse(reply, missingHeadline);
    if (types.some((type) => isStatusLocked(staff.role_id, type))) return refuse(reply, lockedHeadline);
    await setTriggerStatus(db, label, status as number, staff.user_id);
    return { result_code: 2000, error_message: '' };
  });

  app.delete('/menu/:id', async (request, reply) => {
    const staff = await staffOf(request);
    if (!staff) return refuse(reply, notSignedIn);
    const id = asInteger(asRecord(request.params).id);
    if (id === null || !(await deleteHeadline(db, staff.user_id, id))) return refuse(reply, missingHeadline);
    return { result_code: 2000, error_message: '' };
  });

  app.post('/sideMenu/getBadgeInfo', async (request, reply) => {
    const staff = await staffOf(request);
    if (!staff) return refuse(reply, notSignedIn);
    return { result_code: 2000, error_message: '', notification: await badgeCounts(db) };
  });

  app.get('/insertLog', async (request, reply) => {
    const staff = await staffOf(request);
    if (!staff) return refuse(reply, notSignedIn);
    const query = asRecord(request.query);
    const pageCategory = asText(query.page_category).trim();
    const operation = asText(query.operation).trim();
    const errors: Record<string, string[]> = {};
    if (pageCategory === '' || pageCategory.length > logLimits.page_category)
      errors.page_category = [`画面名は1〜${logLimits.page_category}文字で指定してください`];
    if (operation === '' || operation.length > logLimits.operation)
      errors.operation = [`操作は1〜${logLimits.operation}文字で指定してください`];
    if (Object.keys(errors).length > 0) return refuse(reply, invalid(errors));
    await insertOperationLog(db, {
      userId: staff.user_id,
      account: staff.account,
      customerId: null,
      kind: operationLogDeclaration.pageViewKind,
      pageCategory,
      operation,
      statusCode: 200,
    });
    return { result_code: 2000, error_message: '' };
  });
};
