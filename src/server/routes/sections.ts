import type { FastifyPluginAsync } from 'fastify';
import { saveFieldPointers, type CatalogueEntry } from '../../engine/catalogue';
import { coerceToSchema } from '../../engine/coerce';
import type { FormData as SectionData, JsonValue } from '../../engine/types';
import { isValid, validateForm } from '../../engine/validator';
import type { ServerContext } from '../context';
import { guardCustomerCall, refuse, saveGuarded } from '../guard';
import { invalid } from '../replies';
import { sectionStores, type SectionStore } from '../store/sections';
import { asRecord, asText } from '../values';
import messages from '../../../schemas/server-messages.json';
import { validationContext } from '../validation-context';

// Only the section's own fields are validated and written; the rest of the body (ids, flags, the
// user id the screen sends) is either checked separately or ignored.
function sectionFields(entry: CatalogueEntry, body: Record<string, unknown>): SectionData {
  const picked: SectionData = {};
  // A parsed JSON body holds JSON values only.
  for (const [field] of saveFieldPointers(entry.section.save))
    if (field in body) picked[field] = body[field] as JsonValue;
  return asRecord(coerceToSchema(entry.schema, picked)) as SectionData;
}

/**
 * The load and save call of every catalogue section (`section.load.path`, `section.save.path`), with
 * the checks every customer save gets: session, feature, customer, schema validation, concurrency stamp.
 */
export const sectionRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  for (const [id, entry] of Object.entries(catalogue)) {
    const { section, schema } = entry;
    // A section with an adapter has an API of its own shape (multipart, pending copies, …): its own
    // route module serves it, with the same checks.
    if (section.adapter) continue;
    const store: SectionStore | undefined = sectionStores[id];
    if (!store) {
      app.log.warn(`section ${id} has no store module in src/server/store/sections: its calls answer 501`);
    }
    const noStore = { result_code: 501, message: messages.common.noStore, error_message: id };

    app.get(`/${section.load.path}`, async (request, reply) => {
      // Any signed-in staff member may read a section: without its feature it is shown read-only
      // (spec 001 §1, §6); only saving needs the feature.
      const guarded = guardCustomerCall(db, request, asRecord(request.query));
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      if (!store) return reply.code(501).send(noStore);
      return { result_code: 2000, [section.load.root]: store.load(db, guarded.customer.customer_id) };
    });

    app.post(`/${section.save.path}`, async (request, reply) => {
      const body = asRecord(request.body);
      const guarded = guardCustomerCall(db, request, body, section.permission);
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      if (!store) return reply.code(501).send(noStore);
      const data = sectionFields(entry, body);
      const errors = validateForm(schema, data, validationContext(db, guarded.customer.customer_id));
      if (!isValid(errors)) return refuse(reply, invalid(errors));
      const { customer, staff } = guarded;
      return saveGuarded(
        db,
        reply,
        { staff, customer, expectedStamp: asText(body.customer_updated_timestamp) },
        (stamp) => store.save(db, { customerId: customer.customer_id, userId: staff.user_id, stamp, data }),
        (stamp) => {
          const root = section.save.root;
          const fresh = root ? { [root]: store.load(db, customer.customer_id) } : {};
          return { result_code: 2000, customer_updated_timestamp: stamp, ...fresh };
        },
      );
    });
  }
};
