import { useRef } from 'react';
import { Button, FormGroup } from '@blueprintjs/core';
import { getUiOptions } from '@rjsf/utils';
import {
  addFile,
  asFormValue,
  listedFiles,
  liveCount,
  removeFile,
  restoreFile,
  rotateFile,
  type ListedFile,
} from '../file-list';
import { describeFailure } from '../failure';
import type { AppFieldProps } from '../types';
import { useEngine } from './engine-context';
import { FileRow } from './file-row';
import { saveFile } from './save-file';
import { toastError } from './toaster';
import texts from '../../../schemas/messages.json';

interface FileListOptions {
  max?: number;
  accept?: string;
  /** Download calls for saved files and for files of a pending update application. */
  download?: { saved: string; pending: string };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * `"ui:field": "fileList"`: documents with rotate, delete and download per file and an add button hidden
 * at `ui:options.max` (spec 000 §2.8, §4). New files travel as data URLs, so the file rules of the
 * schema check their size and type like any other value; every button follows the form's disabled state.
 */
export function FileListField(props: AppFieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema, disabled, readonly, errorSchema, registry } =
    props;
  const { transport } = useEngine();
  const input = useRef<HTMLInputElement>(null);
  const options = getUiOptions(uiSchema) as FileListOptions;
  const max = options.max ?? 4;
  const files = listedFiles(formData);
  const locked = Boolean(disabled || readonly);
  const change = (next: ListedFile[]) => onChange(asFormValue(next) as never, fieldPathId.path);
  const { customerId } = registry.formContext;

  const add = async (chosen: FileList | null) => {
    let next = files;
    for (const file of Array.from(chosen ?? []))
      next = addFile(next, max, file.name, file.type, await readAsDataUrl(file));
    change(next);
    if (input.current) input.current.value = '';
  };

  const download = async (file: ListedFile) => {
    if (!options.download || !transport.download || file.customer_file_id === null) return;
    const path = file.is_file_update_application ? options.download.pending : options.download.saved;
    const result = await transport.download(path, {
      customer_id: customerId,
      customer_file_id: file.customer_file_id,
    });
    if (result.kind === 'file') saveFile(result.blob, file.original_file_name || result.name);
    else void toastError(describeFailure(result, texts.fileDownloadFailed));
  };

  return (
    <FormGroup label={schema.title} labelFor={`${fieldPathId.$id}-add`}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={schema.title}>
        {files.map((file, position) => (
          <FileRow
            key={`${file.customer_file_id ?? 'new'}-${file.index}`}
            file={file}
            errors={
              (errorSchema?.[position] as { file?: { __errors?: string[] } } | undefined)?.file?.__errors
            }
            locked={locked}
            canRestore={liveCount(files) < max}
            onRotate={() => change(rotateFile(files, position))}
            onDelete={() => change(removeFile(files, position))}
            onRestore={() => change(restoreFile(files, position, max))}
            onDownload={() => void download(file)}
          />
        ))}
      </ul>
      {liveCount(files) < max ? (
        <>
          <input
            ref={input}
            id={`${fieldPathId.$id}-add`}
            type="file"
            accept={options.accept}
            hidden
            aria-label={texts.fileAdd}
            disabled={locked}
            onChange={(event) => void add(event.target.files)}
          />
          <Button icon="add" text={texts.fileAdd} disabled={locked} onClick={() => input.current?.click()} />
        </>
      ) : null}
    </FormGroup>
  );
}
