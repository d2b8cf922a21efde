import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FormData, JsonValue, Schema } from '../../engine/types';
import { isValid, validateForm } from '../../engine/validator';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse, saveGuarded } from '../guard';
import { repoRoot } from '../paths';
import { invalid, staleCustomer } from '../replies';
import {
  cancelContract,
  cancellationReasons,
  cancellationState,
  contractStatus,
  reserveCancellation,
  revertReservation,
  stopContract,
} from '../store/contract-cancellation';
import type { CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';
import { formInput } from '../form-input';
import { asFlag, asRecord, asText } from '../values';
import { loadForms } from '../catalogue';

const read = (...path: string[]): unknown =>
  JSON.parse(readFileSync(join(repoRoot, 'schemas', ...path), 'utf8'));
const dialogs = loadForms('dialogs');
const reserveSchema: Schema = dialogs['reserve-cancellation'].schema;
const stopSchema: Schema = dialogs['contract-stop'].schema;
const page = read('pages', 'contract-actions.json') as {
  server: Record<string, string>;
  features: { cancellation: string; stop: string };
};
const texts = page.server;
// The features of the header's contract actions (fixtures/seed/features.json): 顧客管理 and 申込受付 mode.
const contractFeatures = page.features;

/** The value of an unselected select (000 §3: -1 means 未設定). */
export const unselectedValue = -1;

// The dialog's schema with the reason select limited to the master's ids (and 未設定, which `selected`
// refuses with its own message): an unknown id is refused like a value outside a select's options.
async function reserveSchemaFor(db: Db): Promise<Schema> {
  const ids = [unselectedValue, ...(await cancellationReasons(db)).map((option) => option.value)];
  const properties = reserveSchema.properties ?? {};
  const reason = properties.contract_cancellation_reason_id as Schema;
  return {
    ...reserveSchema,
    properties: { ...properties, contract_cancellation_reason_id: { ...reason, enum: ids } },
  };
}

function formFields(schema: Schema, body: Record<string, unknown>): FormData {
  const picked: FormData = {};
  for (const field of Object.keys(schema.properties ?? {}))
    if (field in body) picked[field] = body[field] as JsonValue;
  return formInput(schema, picked);
}

const notAllowed = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ result_code: 400, message, error_message: message });

// Which customers each action applies to (002 §2.8, 000 §2.7): reservations for contracted customers not
// yet cancelled or stopped; the cancellation processes a reservation; the stop ends an entry.
const canReserve = (customer: CustomerRecord) =>
  !customer.is_entry &&
  customer.contract_status_id !== contractStatus.cancelled &&
  customer.contract_status_id !== contractStatus.stopped;
const isReserved = (customer: CustomerRecord) =>
  !customer.is_entry && customer.contract_status_id === contractStatus.reserved;
const canStop = (customer: CustomerRecord) =>
  customer.is_entry && customer.contract_status_id !== contractStatus.stopped;

// A change that no longer applies inside the save (another request changed the contract first): thrown to
// roll the save back, answered as a stale stamp is.
class ContractChanged extends Error {}

// Runs a save whose write may throw ContractChanged, answering that as 409.
async function orStale<T>(reply: FastifyReply, save: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof ContractChanged) return refuse(reply, staleCustomer);
    throw error;
  }
}

// The write of a change: it took, or the save rolls back.
const claimed = async (change: Promise<boolean>): Promise<void> => {
  if (!(await change)) throw new ContractChanged();
};

/**
 * 002 §7: `customers/reserveContractCancellation` (also reverts a reservation, with `is_revert_reservation`),
 * `customers/contractCancellation`, `customers/contractStop`, and the state their header shows
 * (`customers/getContractCancellation`, ours: the spec does not name the load call). Every change: session,
 * feature, customer, the dialog's schema, the concurrency stamp; nothing is written on a refusal.
 */
export const contractCancellationRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  app.get('/customers/getContractCancellation', async (request, reply) => {
    const guarded = await guardCustomerCall(db, request, asRecord(request.query));
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    return {
      result_code: 2000,
      contract_cancellation: await cancellationState(db, guarded.customer.customer_id),
    };
  });

  app.post('/customers/reserveContractCancellation', async (request, reply) => {
    const body = asRecord(request.body);
    const guarded = await guardCustomerCall(db, request, body, contractFeatures.cancellation);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const revert = asFlag(body.is_revert_reservation);
    if (revert ? !isReserved(customer) : !canReserve(customer))
      return notAllowed(reply, revert ? texts.revertNotAllowed : texts.reserveNotAllowed);
    const data = formFields(reserveSchema, body);
    if (!revert) {
      const errors = validateForm(await reserveSchemaFor(db), data);
      if (!isValid(errors)) return refuse(reply, invalid(errors));
    }
    const id = customer.customer_id;
    const expectedStamp = asText(body.customer_updated_timestamp);
    const saved = await orStale(reply, () =>
      saveGuarded(
        db,
        reply,
        { staff, customer, expectedStamp },
        (trx) =>
          claimed(
            revert
              ? revertReservation(trx, id)
              : reserveCancellation(trx, {
                  customerId: id,
                  userId: staff.user_id,
                  date: String(data.contract_cancellation_date),
                  reasonId: Number(data.contract_cancellation_reason_id),
                }),
          ),
        (stamp) => stamp,
      ),
    );
    if (typeof saved !== 'string') return saved;
    return {
      result_code: 2000,
      customer_updated_timestamp: saved,
      reservation: await cancellationState(db, id),
    };
  });

  // The cancellation and the stop answer the same way: the new statuses and stamp.
  const statusChange = (
    path: string,
    feature: string,
    allowed: (customer: CustomerRecord) => boolean,
    refusal: string,
    write: (trx: Db, customerId: number) => Promise<boolean>,
    schema?: Schema,
  ) =>
    app.post(path, async (request, reply) => {
      const body = asRecord(request.body);
      const guarded = await guardCustomerCall(db, request, body, feature);
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      const { customer, staff } = guarded;
      if (!allowed(customer)) return notAllowed(reply, refusal);
      if (schema) {
        const errors = validateForm(schema, formFields(schema, body));
        if (!isValid(errors)) return refuse(reply, invalid(errors));
      }
      const id = customer.customer_id;
      const expectedStamp = asText(body.customer_updated_timestamp);
      const saved = await orStale(reply, () =>
        saveGuarded(
          db,
          reply,
          { staff, customer, expectedStamp },
          (trx) => claimed(write(trx, id)),
          (stamp) => stamp,
        ),
      );
      if (typeof saved !== 'string') return saved;
      const state = await cancellationState(db, id);
      return {
        result_code: 2000,
        customer_updated_timestamp: saved,
        contract_status_selected: state?.contract_status_selected ?? null,
        service_status_selected: state?.service_status_selected ?? null,
      };
    });

  statusChange(
    '/customers/contractCancellation',
    contractFeatures.cancellation,
    isReserved,
    texts.cancelNotAllowed,
    cancelContract,
  );
  statusChange(
    '/customers/contractStop',
    contractFeatures.stop,
    canStop,
    texts.stopNotAllowed,
    stopContract,
    stopSchema,
  );
};
