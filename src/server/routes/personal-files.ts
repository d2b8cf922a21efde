import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../context';
import { refuse } from '../guard';
import { fileForDownload, type DownloadKind } from '../store/basic-info/files';
import { asInteger, asRecord } from '../values';
import { basicInfoFeature, guardBasicInfo } from './basic-info-common';
import messages from '../../../schemas/server-messages.json';

/** 440: the file does not exist (000 §8, 002 §7). */
export const missingFile = {
  status: 440,
  body: {
    result_code: 440,
    message: messages.common.fileNotFound.message,
    error_message: messages.common.fileNotFound.detail,
  },
};

/**
 * `attachment` with the original name: an ASCII fallback for old clients and the UTF-8 name of RFC 5987 /
 * RFC 6266 (`filename*`), which every supported browser reads, for Japanese names.
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The identity documents' downloads (000 §7): saved ones, and those an update application brought. The
 * first also serves the file issue log's documents (002 §7): they share customer_file_id's id space and,
 * never part of an application, count as saved (routes/file-issue-log.ts).
 */
export const personalFileRoutes: FastifyPluginAsync<ServerContext> = async (app, { db }) => {
  const serve = (path: string, kind: DownloadKind) =>
    app.get(path, async (request, reply) => {
      const query = asRecord(request.query);
      // Downloading is disabled without the tab's feature (000 §6), so the server asks for it too.
      const guarded = await guardBasicInfo(db, request, query, { name: basicInfoFeature });
      if (guarded.kind === 'refused') return refuse(reply, guarded.refusal);
      const fileId = asInteger(query.customer_file_id);
      const file =
        fileId === null ? undefined : await fileForDownload(db, guarded.customer.customer_id, fileId, kind);
      if (!file) return refuse(reply, missingFile);
      return reply
        .type(file.mime_type)
        .header('content-disposition', contentDisposition(file.original_file_name))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    });
  serve('/fileIssueLog/downloadFile', 'saved');
  serve('/fileIssueLog/downloadFileUpdateApplication', 'application');
};
