import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerSectionAdapter } from '../../engine/adapters';
import { requiredSaveFields, saveFieldPointers, type CatalogueEntry } from '../../engine/catalogue';
import { setAt } from '../../engine/form-rows';
import type { AppUiSchema, FormData, JsonValue } from '../../engine/types';
import { valueAt } from '../../engine/ui-rules';
import { isValid, validateForm, type FieldErrors } from '../../engine/validator';
import { serverAdapters } from '../../sections/server-adapters';
import type { ServerContext } from '../context';
import { guardSectionCall, refuse, saveGuarded, type GuardedSection } from '../guard';
import { invalid, type Refusal } from '../replies';
import { sanitizeRichText } from '../rich-text';
import type { CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';
import { carriesOtherCustomer, ForeignDataError } from '../store/foreign-data';
import { sectionStoreOf, type CustomerColumns, type SectionStore } from '../store/sections';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import { validationContext } from '../validation-context';
import { formInput } from '../form-input';
import { asRecord, asText } from '../values';
import { applyDueApprovals } from '../approval-subjects';
import type { ApprovalSubject } from '../approval/subject';
import { findCustomer } from '../store/customers';
import {
  ApprovalHalt,
  approvalAnswer,
  jointData,
  requestApprovalInSave,
  subjectOfSection,
} from './section-approval';
import messages from '../../../schemas/server-messages.json';

// The rich texts of a form (`"ui:widget": "richText"`), whose HTML the server sanitises whatever was sent.
function richTextPointers(ui: AppUiSchema, base = ''): string[] {
  return Object.entries(ui).flatMap(([key, child]) => {
    if (key.startsWith('ui:') || key === 'items' || typeof child !== 'object' || child === null) return [];
    const pointer = `${base}/${key}`;
    const node = child as AppUiSchema;
    return node['ui:widget'] === 'richText' ? [pointer] : richTextPointers(node, pointer);
  });
}

function sanitized(data: FormData, pointers: string[]): FormData {
  let out = data;
  for (const pointer of pointers) {
    const html = valueAt(out, pointer);
    if (typeof html === 'string') out = setAt(out, pointer, sanitizeRichText(html));
  }
  return out;
}

// The form data a plain JSON save carries: each `save.fields` entry read back to its pointer; undefined
// when the body carries none of them (not a save: 422, nothing written).
function plainRequest(entry: CatalogueEntry, body: Record<string, JsonValue>): FormData | undefined {
  let data: FormData = {};
  let carried = false;
  for (const [name, pointer] of saveFieldPointers(entry.section.save)) {
    if (!(name in body)) continue;
    carried = true;
    data = setAt(data, pointer, body[name]);
  }
  return carried ? data : undefined;
}

const otherCustomerData = invalid({ '': [messages.common.otherCustomerData] });

// The customer as a read finds it: its due reservations applied first (they apply on the next read, README).
// The guard's statement tells whether any reservation waits; without one there is nothing to look for.
async function withDueApprovals(
  db: Db,
  { customer, reservationWaiting }: { customer: CustomerRecord; reservationWaiting: boolean },
): Promise<CustomerRecord> {
  if (!reservationWaiting || !(await applyDueApprovals(db, customer.customer_id))) return customer;
  return (await findCustomer(db, customer.customer_id)) ?? customer;
}

/** One catalogue section as the pipeline runs it: store, adapter halves and what the save sanitises. */
class SectionPipeline {
  private readonly adapter: ServerSectionAdapter;
  private readonly richTexts: string[];

  constructor(
    readonly db: Db,
    readonly entry: CatalogueEntry,
    private readonly store: SectionStore,
  ) {
    this.adapter = serverAdapters[entry.section.adapter ?? ''] ?? {};
    this.richTexts = richTextPointers(entry.ui);
  }

  /** The load answer's body (without `result_code`): the store's own shape, the adapter's, or `{ root: data }`. */
  async answer(customer: CustomerRecord, db: Db = this.db): Promise<Record<string, JsonValue>> {
    const context = { isEntry: customer.is_entry };
    const { store, entry } = this;
    if (store.answer) return store.answer(db, customer.customer_id, context);
    const data = await store.load(db, customer.customer_id, context);
    const { approval, load } = entry.section;
    if (approval) return { [load.root]: { ...data, ...(await approvalAnswer(db, approval, customer)) } };
    return this.adapter.toAnswer?.(data, context) ?? { [load.root]: data };
  }

  load = async (request: FastifyRequest, reply: FastifyReply) => {
    const policy = { feature: this.entry.section.permission };
    const guarded = await guardSectionCall(this.db, request, asRecord(request.query), 'read', policy);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    return { result_code: 2000, ...(await this.answer(await withDueApprovals(this.db, guarded))) };
  };

  /** Its saves cannot change the customer's names (the store's `keepsNames`). */
  get keepsNames(): boolean {
    return this.store.keepsNames;
  }

  /** Whether a save's body carries this section's data (every field its save requires). */
  carries(body: Record<string, JsonValue>): boolean {
    return !requiredSaveFields(this.entry.section.save).some((name) => !(name in body));
  }

  // adapter (server half) → coerce → sanitise → validate with the server's context: the data to store, or
  // the field errors (422) of this section.
  async prepare(
    body: Record<string, JsonValue>,
    customer: CustomerRecord,
  ): Promise<
    | { kind: 'ready'; stored: FormData }
    | { kind: 'refused'; refusal: Refusal }
    | { kind: 'invalid'; errors: FieldErrors }
  > {
    const { db, entry, adapter } = this;
    const context = { isEntry: customer.is_entry };
    const raw = adapter.fromRequest ? adapter.fromRequest(body, context) : plainRequest(entry, body);
    if (!raw) {
      const message = fillTemplate(messages.common.noSectionData, { title: entry.section.title });
      return { kind: 'refused', refusal: invalid({ '': [message] }) };
    }
    const data = sanitized(formInput(entry.schema, raw), this.richTexts);
    const errors = validateForm(
      entry.schema,
      data,
      await validationContext(db, customer.customer_id, entry.schema, data),
    );
    if (!isValid(errors)) return { kind: 'invalid', errors };
    return { kind: 'ready', stored: adapter.toStored ? adapter.toStored(data, body) : data };
  }

  /** The columns of `customers` a save of prepared data sets (the store's `customerColumns`), if it says. */
  customerColumns(stored: FormData): CustomerColumns | undefined {
    return this.store.customerColumns?.(stored);
  }

  /** Writes prepared data on the save's transaction; `customerColumnsSet`: its `customerColumns` are written. */
  write(
    trx: Db,
    change: { customer: CustomerRecord; userId: number; stamp: string },
    stored: FormData,
    customerColumnsSet: boolean,
  ): Promise<void> {
    const { customer, userId, stamp } = change;
    const sectionChange = {
      customerId: customer.customer_id,
      userId,
      isEntry: customer.is_entry,
      stamp,
      data: stored,
    };
    return this.store.save(trx, sectionChange, customerColumnsSet);
  }

  save = (request: FastifyRequest, reply: FastifyReply) => saveSections([this], request, reply);
}

// One body, one or more sections (sections sharing a save path: 受注内容 and 支払条件 are saved together,
// 002 §2.2): guard (session; each carried section's feature; the customer) → each section prepared and
// validated, every error answered together → stamp check and every write in one transaction → the answer
// with the new stamp and each saved section's data.
async function saveSections(
  pipelines: SectionPipeline[],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const body = asRecord(request.body) as Record<string, JsonValue>;
  const carried = pipelines.filter((pipeline) => pipeline.carries(body));
  // A body carrying no section is judged by every section of the call (each feature, each title).
  const judged = carried.length > 0 ? carried : pipelines;
  const db = judged[0].db;
  let guarded: GuardedSection | undefined;
  for (const pipeline of judged) {
    guarded = await guardSectionCall(db, request, body, 'write', {
      feature: pipeline.entry.section.permission,
    });
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
  }
  if (guarded?.kind !== 'allowed') throw new Error('a save call without a section');
  const { customer, staff } = guarded;
  // Not a save: a body without the section's data (it would blank what it left out), or with data of
  // another customer. 422, nothing written, no new stamp.
  if (carried.length === 0) {
    const lines = pipelines.map(({ entry }) =>
      fillTemplate(messages.common.noSectionData, { title: entry.section.title }),
    );
    return refuse(reply, invalid({ '': lines }));
  }
  if (carriesOtherCustomer(body, customer.customer_id)) return refuse(reply, otherCustomerData);
  const prepared: [SectionPipeline, FormData][] = [];
  const errors: FieldErrors = {};
  for (const pipeline of carried) {
    const outcome = await pipeline.prepare(body, customer);
    if (outcome.kind === 'refused') return refuse(reply, outcome.refusal);
    if (outcome.kind === 'ready') prepared.push([pipeline, outcome.stored]);
    else Object.assign(errors, outcome.errors);
  }
  if (prepared.length < carried.length) return refuse(reply, invalid(errors));
  const approval = approvalOfSave(pipelines, carried);
  if (approval.kind === 'missing') return refuse(reply, invalid({ '': approval.lines }));
  // Without approval every value is written now: the columns of `customers` go with the stamp's UPDATE.
  const withStamp = approval.subject ? undefined : columnsWithStamp(prepared);
  let requested = false;
  try {
    // `return await`: a row of another customer throws inside the save, and is answered here.
    return await saveGuarded(
      db,
      reply,
      {
        staff,
        customer,
        expectedStamp: asText(body.customer_updated_timestamp),
        // An approval request writes its application only; otherwise the sections' stores write.
        reach: { namesKept: prepared.every(([pipeline]) => pipeline.keepsNames), withStamp },
      },
      async (trx, stamp) => {
        if (approval.subject) {
          const data = jointData(prepared.map(([pipeline, stored]) => [pipeline.entry, stored]));
          const confirmed = isTrue(body.confirmed_approval_request);
          const request = { customerId: customer.customer_id, userId: staff.user_id, stamp, data, confirmed };
          requested = await requestApprovalInSave(trx, approval.subject, request, customer);
          // The values wait for approval in the application; nothing of them is written now.
          if (requested) return;
        }
        const change = { customer, userId: staff.user_id, stamp };
        for (const [pipeline, stored] of prepared)
          await pipeline.write(trx, change, stored, withStamp !== undefined);
      },
      async (stamp) => {
        let answer: Record<string, JsonValue> = {};
        for (const [pipeline] of prepared) answer = { ...answer, ...(await pipeline.answer(customer)) };
        const outcome = approval.subject ? { is_approval_requested: requested } : {};
        return { result_code: 2000, customer_updated_timestamp: stamp, ...outcome, ...answer };
      },
    );
  } catch (error) {
    if (error instanceof ForeignDataError) return refuse(reply, otherCustomerData);
    if (error instanceof ApprovalHalt) return answerHalt(reply, error);
    throw error;
  }
}

// The columns of `customers` the prepared sections set, together; undefined unless every section's store
// tells them (a store that does not writes its own).
function columnsWithStamp(prepared: [SectionPipeline, FormData][]): CustomerColumns | undefined {
  const columns: CustomerColumns = {};
  for (const [pipeline, stored] of prepared) {
    const own = pipeline.customerColumns(stored);
    if (!own) return undefined;
    Object.assign(columns, own);
  }
  return columns;
}

const isTrue = (value: JsonValue | undefined) =>
  value === true || value === 1 || value === 'true' || value === '1';

// The approval subject of a save whose sections declare `approval`; every section of the request type that
// shares the call must be carried (saved and requested together, 002 §2.2), else nothing is written.
function approvalOfSave(
  pipelines: SectionPipeline[],
  carried: SectionPipeline[],
): { kind: 'ready'; subject?: ApprovalSubject } | { kind: 'missing'; lines: string[] } {
  const declaring = carried.find(({ entry }) => entry.section.approval);
  if (!declaring) return { kind: 'ready' };
  const type = declaring.entry.section.approval?.requestType;
  const missing = pipelines.filter(
    (pipeline) => pipeline.entry.section.approval?.requestType === type && !carried.includes(pipeline),
  );
  if (missing.length > 0)
    return {
      kind: 'missing',
      lines: missing.map(({ entry }) =>
        fillTemplate(messages.common.noSectionData, { title: entry.section.title }),
      ),
    };
  return { kind: 'ready', subject: subjectOfSection(declaring.entry) };
}

// A save halted by the approval step: the items for the modal (002 §4; nothing written, the stamp as it
// was), or 409 while an application of the type is open.
function answerHalt(reply: FastifyReply, halt: ApprovalHalt) {
  const { outcome } = halt;
  if (outcome.kind === 'confirm') return { result_code: 2000, approval_required_item_names: outcome.names };
  const running = messages.basicInfo.requestRunning;
  return refuse(reply, {
    status: 409,
    body: { result_code: 409, message: running.message, error_message: running.detail },
  });
}

// Sections sharing a load path (getOrderDetailAndPayCondition) answer in one body, each under its root.
function loadSections(pipelines: SectionPipeline[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const [first] = pipelines;
    const policy = { feature: first.entry.section.permission };
    const guarded = await guardSectionCall(first.db, request, asRecord(request.query), 'read', policy);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const customer = await withDueApprovals(first.db, guarded);
    let answer: Record<string, JsonValue> = {};
    for (const pipeline of pipelines) answer = { ...answer, ...(await pipeline.answer(customer)) };
    return { result_code: 2000, ...answer };
  };
}

function addTo(map: Map<string, SectionPipeline[]>, path: string, pipeline: SectionPipeline): void {
  map.set(path, [...(map.get(path) ?? []), pipeline]);
}

/**
 * The one pipeline of every catalogue section with a store (declared parts or a store module): its load
 * call and its save call (and the entry-mode save path), with the checks every customer save gets.
 */
export const sectionRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  const loads = new Map<string, SectionPipeline[]>();
  const saves = new Map<string, SectionPipeline[]>();
  for (const entry of Object.values(catalogue)) {
    const store = sectionStoreOf(entry);
    if (!store) continue;
    const pipeline = new SectionPipeline(db, entry, store);
    const { load, save } = entry.section;
    addTo(loads, load.path, pipeline);
    for (const path of new Set([save.path, save.entryPath ?? save.path])) addTo(saves, path, pipeline);
  }
  for (const [path, pipelines] of loads)
    app.get(`/${path}`, pipelines.length === 1 ? pipelines[0].load : loadSections(pipelines));
  for (const [path, pipelines] of saves)
    app.post(`/${path}`, (request, reply) => saveSections(pipelines, request, reply));
};
