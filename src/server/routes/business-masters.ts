import type { FastifyPluginAsync } from 'fastify';
import type { BusinessMasterSearch } from '../../sections/order-business-master';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse } from '../guard';
import { searchBusinessMasters } from '../store/business-masters';
import { asInteger, asRecord, asText } from '../values';

// Search texts longer than any master's field match nothing; they are cut rather than refused.
const maxSearchText = 200;

function searchOf(query: Record<string, unknown>): BusinessMasterSearch {
  const text = (name: string) => asText(query[name]).trim().slice(0, maxSearchText);
  const id = (name: string) => asInteger(query[name]) ?? undefined;
  return {
    business_genre: id('business_genre'),
    business_code: text('business_code'),
    course_option_name: text('course_option_name'),
    start_time_id: id('start_time_id'),
    end_time_id: id('end_time_id'),
    base_call_count: text('base_call_count'),
  };
}

/**
 * `GET customers/searchBusinessMaster` — the select-business modal of 受注内容 (002 §2.2; §7 names no call,
 * this one is ours): `customer_id` of the open page (checked like every customer call: 401, 404), and
 * optionally `business_genre` (1 basic, 2 pay-per-use), `business_code`, `course_option_name` (partial),
 * `start_time_id`, `end_time_id` (half-hour ids) and `base_call_count`. Answers the live masters, at most
 * 100, in master order: `{ result_code: 2000, business_masters: [...] }`. Reading needs a session only.
 */
export const businessMasterRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  app.get('/customers/searchBusinessMaster', async (request, reply) => {
    const query = asRecord(request.query);
    const guarded = await guardCustomerCall(db, request, query);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    return { result_code: 2000, business_masters: await searchBusinessMasters(db, searchOf(query)) };
  });
};
