import { useState } from 'react';
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { csvExports, downloadCsv, type CsvExportKind, type listQuery } from '../../../api/customer-list';
import { BlockingDialog } from '../../../engine/renderer/blocking-dialog';
import { saveFile } from '../../../engine/renderer/save-file';
import { toastError } from '../../../engine/renderer/toaster';

/** Runs one export with the last search's query and saves it, or shows why it failed (000 §8). */
export async function runExport(kind: CsvExportKind, query: ReturnType<typeof listQuery>): Promise<void> {
  const outcome = await downloadCsv(kind, query);
  if (outcome.kind === 'file') saveFile(outcome.blob, csvExports[kind].fileName);
  else void toastError(outcome.message);
}

/** The export menu (CSV出力): the three CSV files of the last search's conditions. */
export function ExportMenu({ query, disabled }: { query: ReturnType<typeof listQuery>; disabled: boolean }) {
  const [running, setRunning] = useState<CsvExportKind | null>(null);
  const start = async (kind: CsvExportKind) => {
    setRunning(kind);
    await runExport(kind, query);
    setRunning(null);
  };
  const kinds = Object.keys(csvExports) as CsvExportKind[];
  return (
    <>
      <PopoverNext
        placement="bottom-end"
        disabled={disabled}
        content={
          <Menu aria-label="CSV出力">
            {kinds.map((kind) => (
              <MenuItem
                key={kind}
                icon="download"
                text={csvExports[kind].label}
                onClick={() => void start(kind)}
              />
            ))}
          </Menu>
        }
      >
        <Button icon="export" endIcon="caret-down" text="CSV出力" disabled={disabled} />
      </PopoverNext>
      <BlockingDialog
        isOpen={running !== null}
        text={running ? `${csvExports[running].label}を出力中` : ''}
      />
    </>
  );
}
