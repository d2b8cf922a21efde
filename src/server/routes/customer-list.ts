import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { staffWith } from '../auth/session';
import type { ServerContext } from '../context';
import { csvContentType, csvEncodingOf, csvFile, datedFileName, type CsvColumn } from '../csv/csv-file';
import { customerListColumns } from '../csv/customer-list-csv';
import { memberColumns, memberRecords } from '../csv/customer-member-csv';
import { personInChargeColumns, personInChargeRecords } from '../csv/person-in-charge-csv';
import { customerListCard, parseListQueryOnce, type ParsedListQuery } from '../customer-list-query';
import { refuse } from '../guard';
import { forbidden, invalid, notSignedIn } from '../replies';
import { customerListPageBytes, listRows, pageIds } from '../store/customer-list';
import type { Db } from '../store/database';
import { listOptionsBytes } from '../store/masters';
import { sessionForList } from '../store/staff-calls';
import { roleHasMenuFeature } from '../store/users';
import { asFlag, asRecord } from '../values';
import messages from '../../../schemas/server-messages.json';
import { fillTemplate } from '../../../rules/lib/rule-doc';

/**
 * Most rows one CSV export may hold (`TAS_CSV_MAX_ROWS`, default 3500: the largest page size of 002 §9,
 * so that whatever one page can show can also be exported). Past it the export answers 432.
 */
export function csvRowLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.TAS_CSV_MAX_ROWS);
  return Number.isSafeInteger(value) && value > 0 ? value : 3500;
}

/** 432: the export would exceed the row limit (000 §8 shows its own text for it). */
function tooManyRows(limit: number) {
  return {
    status: 432,
    body: {
      result_code: 432,
      message: messages.customerList.tooManyRows.message,
      error_message: fillTemplate(messages.customerList.tooManyRows.detail, { limit: String(limit) }),
    },
  };
}

// The list is 顧客管理 (contracted) or 申込受付 (entry): the side-menu feature of that name (000 §6).
// Answers the refusal itself and returns null, or returns the parsed query with the database's list
// version, read with the session and the feature in one statement (staff-calls.ts); undefined when the
// session had been read before, and the list cache then reads it itself.
type ListCall = { holdsFeature: boolean; listVersion?: number };

async function checkedQuery(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ parsed: Extract<ParsedListQuery, { kind: 'ok' }>; listVersion?: number } | null> {
  const query = asRecord(request.query);
  const feature = asFlag(query.is_entry) ? '申込受付' : '顧客管理';
  const call = await staffWith(
    db,
    request,
    async (tokenHash) => {
      const found = await sessionForList(db, tokenHash, feature);
      return found && { session: found.session, answer: found as ListCall };
    },
    async (staff): Promise<ListCall> => ({
      holdsFeature: await roleHasMenuFeature(db, staff.role_id, feature),
    }),
  );
  const { url } = request;
  const parsed = parseListQueryOnce(url.slice(url.indexOf('?') + 1), query);
  const refusal = !call
    ? notSignedIn
    : !call.answer.holdsFeature
      ? forbidden(feature)
      : parsed.kind === 'invalid'
        ? invalid(parsed.errors)
        : null;
  if (refusal) {
    refuse(reply, refusal);
    return null;
  }
  return parsed.kind === 'ok' ? { parsed, listVersion: call?.answer.listVersion } : null;
}

interface CsvExport<T> {
  path: string;
  fileName: string;
  asciiName: string;
  columns: CsvColumn<T>[];
  records: (db: Db, ids: number[]) => Promise<T[]>;
}

const listHead = Buffer.from('{"result_code":2000,"table_items":');
const comma = Buffer.from(',');
const closing = Buffer.from('}');

/** The customer list (000 §7 getCustomerList) and its three CSV exports. */
export const customerListRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const maxRows = csvRowLimit();

  app.get('/customers/getCustomerList', async (request, reply) => {
    const checked = await checkedQuery(db, request, reply);
    if (!checked) return reply;
    const { parsed, listVersion } = checked;
    // The same answer as `{ result_code, table_items, ...listOptions }` through Fastify's serialiser, put
    // together from UTF-8 JSON: the options are serialised once per list version (list-cache.ts).
    const page = await customerListPageBytes(db, parsed.search, parsed.page, parsed.limit, listVersion);
    const options = await listOptionsBytes(db, listVersion);
    const body = Buffer.concat([listHead, page, comma, options, closing]);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  function csvRoute<T>({ path, fileName, asciiName, columns, records }: CsvExport<T>): void {
    app.get(path, async (request, reply) => {
      const checked = await checkedQuery(db, request, reply);
      if (!checked) return reply;
      const { parsed } = checked;
      // One row past the limit is enough to know the export is too large, without counting them all.
      const ids = await pageIds(db, parsed.search, maxRows + 1, 0);
      if (ids.length > maxRows) return refuse(reply, tooManyRows(maxRows));
      const encoding = csvEncodingOf(asRecord(request.query).encoding);
      const now = new Date();
      const file = csvFile(columns, await records(db, ids), encoding);
      return reply
        .type(csvContentType(encoding))
        .header(
          'content-disposition',
          `attachment; filename="${datedFileName(asciiName, now)}"; filename*=UTF-8''${encodeURIComponent(datedFileName(fileName, now))}`,
        )
        .send(file);
    });
  }

  csvRoute({
    path: '/customers/downloadCustomerListCsv',
    fileName: messages.customerList.csvNames.customers,
    asciiName: 'customer-list.csv',
    columns: customerListColumns(customerListCard.columns),
    records: listRows,
  });
  csvRoute({
    path: '/customers/downloadCustomerPersonInChargeCsv',
    fileName: messages.customerList.csvNames.staff,
    asciiName: 'customer-person-in-charge.csv',
    columns: personInChargeColumns,
    records: personInChargeRecords,
  });
  csvRoute({
    path: '/customers/downloadCustomerMemberCsv',
    fileName: messages.customerList.csvNames.members,
    asciiName: 'customer-member.csv',
    columns: memberColumns,
    records: memberRecords,
  });
};
