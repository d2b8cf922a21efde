import type { FastifyPluginAsync } from 'fastify';
import { fillTemplate } from '../../../rules/lib/rule-doc';
import type { ServerContext } from '../context';
import { loadLayouts, makeDocument, type DocumentLayout } from '../documents';
import { guardCustomerCall, refuse } from '../guard';
import { recordIssuedFile } from '../store/file-issue-log';
import { asRecord } from '../values';
import { contentDisposition } from './personal-files';
import messages from '../../../schemas/server-messages.json';

// 440 (002 §7: "the file does not exist"): the document needs a value the customer has not got.
const lacking = (layout: DocumentLayout, message: string) => ({
  status: 440,
  body: {
    result_code: 440,
    message,
    error_message: fillTemplate(messages.documents.lacking, { title: layout.title }),
  },
});

/**
 * The ten documents of 002 §7 (schemas/documents/<id>.json), one GET each: session (401) and customer (404)
 * as every customer call; no tab feature — the header's menus are the page's, not a tab's, and every document
 * carries only what the detail page shows any signed-in staff member. Each issued document is recorded in the
 * customer's file issue log.
 */
export const documentRoutes: FastifyPluginAsync<ServerContext> = async (app, { db, catalogue }) => {
  for (const layout of loadLayouts()) {
    app.get(`/${layout.path}`, async (request, reply) => {
      const query = asRecord(request.query);
      // downloadReturnDocumentsXlsx names its id customerId (002 §7); customer_id is taken there too.
      const idParam = layout.idParam ?? 'customer_id';
      const params = { ...query, customer_id: query[idParam] ?? query.customer_id };
      const guarded = await guardCustomerCall(db, request, params);
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      const { staff, customer } = guarded;
      const made = await makeDocument(db, catalogue, layout, customer);
      if (made.kind === 'lacking') return refuse(reply, lacking(layout, made.message));
      await recordIssuedFile(db, {
        customerId: customer.customer_id,
        userId: staff.user_id,
        originalFileName: made.fileName,
        printFileName: made.fileName,
        mimeType: made.mimeType,
        content: made.content,
      });
      return reply
        .type(made.mimeType)
        .header('content-disposition', contentDisposition(made.fileName))
        .header('cache-control', 'private, no-store')
        .send(made.content);
    });
  }
};
