import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { hyphenatedPhone } from '../../../rules/lib/phone';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import type { JsonValue } from '../../engine/types';
import type { FieldErrors } from '../../engine/validator';
import { isValid, validateForm } from '../../engine/validator';
import { currentStaff } from '../auth/session';
import { loadForms } from '../catalogue';
import type { ServerContext } from '../context';
import { formInput } from '../form-input';
import { repoRoot } from '../paths';
import { refuse } from '../guard';
import { registerNumbering } from './transmit-number-numbering';
import { forbidden, invalid, notSignedIn, type Refusal } from '../replies';
import type { Db } from '../store/database';
import { addTransmitNumbers, listTransmitNumbers, type TransmitNumberUsage } from '../store/transmit-numbers';
import { roleHasGroupFeature, type StaffUser } from '../store/users';
import { asInteger, asRecord, asText } from '../values';

// The add form: the same schema the browser validates the dialog with (schemas/dialogs/transmit-number-add/).
const addSchema = loadForms('dialogs')['transmit-number-add'].schema;
// The screen's texts and its feature (the page's own file, which the browser bundles too).
const texts = JSON.parse(
  readFileSync(join(repoRoot, 'schemas', 'pages', 'transmit-number-master.json'), 'utf8'),
) as {
  feature: { name: string; group: string };
  pageSize: number;
  messages: { added: string; taken: string; repeated: string };
};
const { feature, messages } = texts;
const maxLimit = 100;
const usages: readonly TransmitNumberUsage[] = ['all', 'free', 'used'];

// The numbering plan's spelling of a valid number: `050-55-500101` and `050-5550-0101` are one number.
const canonical = (number: string): string => hyphenatedPhone(number.replace(/-/g, '')) ?? number;

const numberError = (template: string, number: string) => fillTemplate(template, { number });

// Each number that is already in the batch above it, at its own line.
function repeatedIn(numbers: string[]): FieldErrors {
  const errors: FieldErrors = {};
  numbers.forEach((number, index) => {
    if (numbers.indexOf(number) < index)
      errors[`/telephone_numbers/${index}`] = [numberError(messages.repeated, number)];
  });
  return errors;
}

async function staffWithFeature(
  db: Db,
  request: FastifyRequest,
): Promise<{ kind: 'allowed'; staff: StaffUser } | { kind: 'refused'; refusal: Refusal }> {
  const staff = await currentStaff(db, request);
  if (!staff) return { kind: 'refused', refusal: notSignedIn };
  if (!(await roleHasGroupFeature(db, staff.role_id, feature.name, feature.group)))
    return { kind: 'refused', refusal: forbidden(feature.name) };
  return { kind: 'allowed', staff };
}

/**
 * D番マスター管理 (`/transmit_telephone_number_master`, issue 15): the D番 pool's list and the adding of
 * numbers, for roles with the D番マスタ管理 feature of 管理機能. The spec names no call for the screen:
 * `manage/getTransmitTelephoneNumbers` and `manage/addTransmitTelephoneNumbers` are ours, beside
 * アクセスログ's `manage/getOperationLogs`. With them, the numbering that draws from the pool.
 */
export const transmitNumberRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  // 受注内容's 採番, which draws from this pool (transmit-number-numbering.ts).
  registerNumbering(app, db, catalogue);

  app.get('/manage/getTransmitTelephoneNumbers', async (request, reply) => {
    const guarded = await staffWithFeature(db, request);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const query = asRecord(request.query);
    const requested = asText(query.usage) as TransmitNumberUsage;
    const usage = usages.includes(requested) ? requested : 'all';
    const page = Math.max(1, asInteger(query.page) ?? 1);
    const limit = Math.min(maxLimit, Math.max(1, asInteger(query.limit) ?? texts.pageSize));
    const { rows, total, free } = await listTransmitNumbers(db, usage, { page, limit });
    return { result_code: 2000, table_items: { total, data: rows }, free_count: free };
  });

  app.post('/manage/addTransmitTelephoneNumbers', async (request, reply) => {
    const guarded = await staffWithFeature(db, request);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const body = asRecord(request.body);
    // Only the form's fields: anything else in the body is not the form's to store.
    const data = formInput(addSchema, {
      telephone_numbers: (body.telephone_numbers ?? null) as JsonValue,
      remark: (body.remark ?? '') as JsonValue,
    });
    const errors = validateForm(addSchema, data);
    if (!isValid(errors)) return refuse(reply, invalid(errors));
    const numbers = (data.telephone_numbers as string[]).map(canonical);
    const repeated = repeatedIn(numbers);
    if (!isValid(repeated)) return refuse(reply, invalid(repeated));
    const outcome = await addTransmitNumbers(db, numbers, asText(data.remark), guarded.staff.user_id);
    if (outcome.kind === 'taken') {
      const taken: FieldErrors = {};
      numbers.forEach((number, index) => {
        if (outcome.numbers.includes(number))
          taken[`/telephone_numbers/${index}`] = [numberError(messages.taken, number)];
      });
      return refuse(reply, invalid(taken));
    }
    return {
      result_code: 2000,
      added_count: outcome.count,
      message: fillTemplate(messages.added, { count: String(outcome.count) }),
    };
  });
};
