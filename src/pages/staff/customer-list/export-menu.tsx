import { useState } from 'react';
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import {
  csvExports,
  csvTimeoutMs,
  downloadCsv,
  type CsvEncoding,
  type CsvExportKind,
  type listQuery,
} from '../../../api/customer-list';
import { BlockingDialog } from '../../../engine/renderer/blocking-dialog';
import { saveFile } from '../../../engine/renderer/save-file';
import { toastError } from '../../../engine/renderer/toaster';

/** Runs one export with the last search's query and saves it, or shows why it failed (000 §8). */
export async function runExport(
  kind: CsvExportKind,
  query: ReturnType<typeof listQuery>,
  encoding: CsvEncoding = 'utf8',
): Promise<void> {
  const outcome = await downloadCsv(kind, query, csvTimeoutMs, encoding);
  if (outcome.kind === 'file') saveFile(outcome.blob, outcome.fileName);
  else void toastError(outcome.message);
}

// Each export in both encodings: UTF-8 with BOM first (every character), then Shift_JIS for older Excel.
const encodings: { encoding: CsvEncoding; suffix: string }[] = [
  { encoding: 'utf8', suffix: '' },
  { encoding: 'sjis', suffix: '（Shift_JIS）' },
];

/** Why the menu is off when the last search found nobody. */
export const nothingToExport = '該当する顧客がないため出力できません';

/** The export menu (CSV出力): the three CSV files of the last search's conditions. */
export function ExportMenu(props: {
  query: ReturnType<typeof listQuery>;
  disabled: boolean;
  empty: boolean;
}) {
  const { query, empty } = props;
  const disabled = props.disabled || empty;
  const [running, setRunning] = useState<CsvExportKind | null>(null);
  const start = async (kind: CsvExportKind, encoding: CsvEncoding) => {
    setRunning(kind);
    await runExport(kind, query, encoding);
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
            {encodings.flatMap(({ encoding, suffix }) =>
              kinds.map((kind) => (
                <MenuItem
                  key={`${kind}-${encoding}`}
                  icon="download"
                  text={`${csvExports[kind].label}${suffix}`}
                  onClick={() => void start(kind, encoding)}
                />
              )),
            )}
          </Menu>
        }
      >
        <Button
          icon="export"
          endIcon="caret-down"
          text="CSV出力"
          disabled={disabled}
          title={empty ? nothingToExport : undefined}
        />
      </PopoverNext>
      <BlockingDialog
        isOpen={running !== null}
        text={running ? `${csvExports[running].label}を出力中` : ''}
      />
    </>
  );
}
