import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerSectionAdapter } from '../../engine/adapters';
import { requiredSaveFields, saveFieldPointers, type CatalogueEntry } from '../../engine/catalogue';
import { setAt } from '../../engine/form-rows';
import type { AppUiSchema, FormData, JsonValue } from '../../engine/types';
import { valueAt } from '../../engine/ui-rules';
import { isValid, validateForm } from '../../engine/validator';
import { serverAdapters } from '../../sections/server-adapters';
import type { ServerContext } from '../context';
import { guardSectionCall, refuse, saveGuarded } from '../guard';
import { invalid } from '../replies';
import { sanitizeRichText } from '../rich-text';
import type { CustomerRecord } from '../store/customers';
import type { Db } from '../store/database';
import { carriesOtherCustomer, ForeignDataError } from '../store/foreign-data';
import { sectionStoreOf, type SectionStore } from '../store/sections';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import { validationContext } from '../validation-context';
import { formInput } from '../form-input';
import { asRecord, asText } from '../values';
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

/** One catalogue section as the pipeline runs it: store, adapter halves and what the save sanitises. */
class SectionPipeline {
  private readonly adapter: ServerSectionAdapter;
  private readonly richTexts: string[];

  constructor(
    private readonly db: Db,
    readonly entry: CatalogueEntry,
    private readonly store: SectionStore,
  ) {
    this.adapter = serverAdapters[entry.section.adapter ?? ''] ?? {};
    this.richTexts = richTextPointers(entry.ui);
  }

  /** The load answer's body (without `result_code`): the store's own shape, the adapter's, or `{ root: data }`. */
  async answer(customer: CustomerRecord): Promise<Record<string, JsonValue>> {
    const context = { isEntry: customer.is_entry };
    const { db, store, entry } = this;
    if (store.answer) return store.answer(db, customer.customer_id, context);
    const data = await store.load(db, customer.customer_id, context);
    return this.adapter.toAnswer?.(data, context) ?? { [entry.section.load.root]: data };
  }

  load = async (request: FastifyRequest, reply: FastifyReply) => {
    const policy = { feature: this.entry.section.permission };
    const guarded = await guardSectionCall(this.db, request, asRecord(request.query), 'read', policy);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    return { result_code: 2000, ...(await this.answer(guarded.customer)) };
  };

  // load → adapter (server half) → coerce → sanitise → validate with the server's context → stamp check and
  // write in one transaction → the answer with the new stamp.
  save = async (request: FastifyRequest, reply: FastifyReply) => {
    const { db, entry, store, adapter } = this;
    const body = asRecord(request.body) as Record<string, JsonValue>;
    const policy = { feature: entry.section.permission };
    const guarded = await guardSectionCall(db, request, body, 'write', policy);
    if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
    const { customer, staff } = guarded;
    const context = { isEntry: customer.is_entry };
    // Not a save: a body without the section's data (it would blank what it left out), or with data of
    // another customer. 422, nothing written, no new stamp.
    const lacking = requiredSaveFields(entry.section.save).some((name) => !(name in body));
    const raw = lacking
      ? undefined
      : adapter.fromRequest
        ? adapter.fromRequest(body, context)
        : plainRequest(entry, body);
    if (!raw) {
      const message = fillTemplate(messages.common.noSectionData, { title: entry.section.title });
      return refuse(reply, invalid({ '': [message] }));
    }
    if (carriesOtherCustomer(body, customer.customer_id)) return refuse(reply, otherCustomerData);
    const data = sanitized(formInput(entry.schema, raw), this.richTexts);
    const errors = validateForm(entry.schema, data, await validationContext(db, customer.customer_id, data));
    if (!isValid(errors)) return refuse(reply, invalid(errors));
    const stored = adapter.toStored ? adapter.toStored(data, body) : data;
    try {
      // `return await`: a row of another customer throws inside the save, and is answered here.
      return await saveGuarded(
        db,
        reply,
        { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
        (trx, stamp) =>
          store.save(trx, {
            customerId: customer.customer_id,
            userId: staff.user_id,
            isEntry: customer.is_entry,
            stamp,
            data: stored,
          }),
        async (stamp) => ({
          result_code: 2000,
          customer_updated_timestamp: stamp,
          ...(await this.answer(customer)),
        }),
      );
    } catch (error) {
      if (error instanceof ForeignDataError) return refuse(reply, otherCustomerData);
      throw error;
    }
  };
}

/**
 * The one pipeline of every catalogue section with a store (declared parts or a store module): its load
 * call and its save call (and the entry-mode save path), with the checks every customer save gets.
 */
export const sectionRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  for (const entry of Object.values(catalogue)) {
    const store = sectionStoreOf(entry);
    if (!store) continue;
    const pipeline = new SectionPipeline(db, entry, store);
    const { load, save } = entry.section;
    app.get(`/${load.path}`, pipeline.load);
    app.post(`/${save.path}`, pipeline.save);
    if (save.entryPath && save.entryPath !== save.path) app.post(`/${save.entryPath}`, pipeline.save);
  }
};
