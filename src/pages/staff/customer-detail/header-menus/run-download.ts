import { download } from '../../../../api/files';
import { describeFailure } from '../../../../engine/failure';
import { saveFile } from '../../../../engine/renderer/save-file';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import { headerActions } from './declaration';

const texts = headerActions.messages;
// As long as the CSV exports wait (000 §9): a document of a large customer is made on the server.
const downloadTimeoutMs = 300_000;

/** Downloads a document of the customer and saves it under the server's (Japanese) file name. */
export async function runDownload(path: string, query: Record<string, string | number>): Promise<void> {
  const result = await download(path, query, downloadTimeoutMs);
  if (result.kind === 'file') {
    saveFile(result.blob, result.name);
    void toastSuccess(texts.downloaded);
  } else if (result.kind === 'network-error' && result.detail === 'timeout') {
    void toastError(texts.downloadTimeout);
  } else {
    void toastError(describeFailure(result, texts.downloadFailed));
  }
}
