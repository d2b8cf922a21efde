import type { FastifyPluginAsync } from 'fastify';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import { operationLogDeclaration as declaration } from '../audit/audited-calls';
import { currentStaff } from '../auth/session';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { forbidden, notSignedIn, type Refusal } from '../replies';
import { listOperationLogs, operatorOptions, type OperationLogFilters } from '../store/operation-log-query';
import { roleHasGroupFeature } from '../store/users';
import { asInteger, asRecord, asText } from '../values';

// The screen's side-menu item (000 §6: its name is the menu label) in the 管理機能 group.
const feature = { name: 'アクセスログ', group: '管理機能' };
const defaultLimit = 20;
const maxLimit = 100;
const texts = declaration.messages;

const invalid = (errors: Record<string, string[]>): Refusal => ({
  status: 422,
  body: { result_code: 422, errors },
});

// A real calendar day: 2026-02-30 is refused rather than read as March.
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

function parseFilters(
  query: Record<string, unknown>,
  userIds: number[],
): { filters: OperationLogFilters; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const filters: OperationLogFilters = {};
  const text = (name: string) => asText(query[name]).trim();
  if (text('operator_user_id') !== '') {
    const id = asInteger(query.operator_user_id);
    if (id === null || !userIds.includes(id)) errors.operator_user_id = [texts.invalidUser];
    else filters.userId = id;
  }
  if (text('kind') !== '') {
    if (!declaration.kinds.includes(text('kind'))) errors.kind = [texts.invalidKind];
    else filters.kind = text('kind');
  }
  for (const [name, label, key] of [
    ['period_from', texts.periodFrom, 'from'],
    ['period_to', texts.periodTo, 'to'],
  ] as const) {
    if (text(name) === '') continue;
    if (!isDay(text(name))) errors[name] = [fillTemplate(texts.invalidDate, { label })];
    else filters[key] = text(name);
  }
  if (filters.from && filters.to && filters.from > filters.to) errors.period_to = [texts.invalidRange];
  if (text('customer') !== '') filters.customer = text('customer').slice(0, 255);
  return { filters, errors };
}

/** アクセスログ (`/manage/operation_logs`): the operation log with filters and paging, for 管理機能 users. */
export const operationLogRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  app.get('/manage/getOperationLogs', async (request, reply) => {
    const staff = await currentStaff(db, request);
    if (!staff) return refuse(reply, notSignedIn);
    if (!(await roleHasGroupFeature(db, staff.role_id, feature.name, feature.group)))
      return refuse(reply, forbidden(feature.name));
    const query = asRecord(request.query);
    const users = await operatorOptions(db);
    const { filters, errors } = parseFilters(
      query,
      users.map((user) => user.value),
    );
    if (Object.keys(errors).length > 0) return refuse(reply, invalid(errors));
    const page = Math.max(1, asInteger(query.page) ?? 1);
    const limit = Math.min(maxLimit, Math.max(1, asInteger(query.limit) ?? defaultLimit));
    const { rows, total } = await listOperationLogs(db, filters, { page, limit });
    return {
      result_code: 2000,
      error_message: '',
      table_items: {
        total,
        data: rows.map((row) => ({
          ...row,
          result: row.status_code < 400 ? declaration.results.succeeded : declaration.results.failed,
        })),
      },
      user_options: users,
      kind_options: declaration.kinds.map((kind) => ({ value: kind, label: kind })),
    };
  });
};
