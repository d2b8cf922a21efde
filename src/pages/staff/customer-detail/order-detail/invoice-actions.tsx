import { useMemo, useState } from 'react';
import { Button, Classes } from '@blueprintjs/core';
import { useAtom } from 'jotai';
import { makeImmediatelyInvoiceData, makeReturnInvoiceData } from '../../../../api/invoice-data';
import type { CallResult } from '../../../../engine/failure';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import { BlockingDialog } from '../../../../engine/renderer/blocking-dialog';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { useFormDataOfRows } from '../../../../engine/renderer/rows-channel';
import { customerTimestampAtom } from '../../../../engine/renderer/state';
import { toastError, toastSuccess } from '../../../../engine/renderer/toaster';
import type { Row } from '../../../../engine/rows';
import type { SectionContext } from '../../../../engine/types';
import { ImmediateInvoiceDialog } from './immediate-invoice-dialog';
import { orderTexts as texts } from './texts';

/** Create timing 3: a pay-per-use row that may become an immediate invoice (002 §9). */
const immediateTiming = 3;

// The saved resume date of the form as drawn (the form is drawn anew after every save and 復元).
const resumeDateOf = (data: Record<string, unknown> | null): string => {
  const contract = data?.contract as Record<string, unknown> | undefined;
  return typeof contract?.resume_date === 'string' ? contract.resume_date : '';
};

// 002 §8: a 400 shows result_message under the title; any other failure the title alone.
function toastFailure(result: Exclude<CallResult, { kind: 'ok' }>) {
  const message =
    result.kind === 'http-error' && result.status === 400 ? result.body.result_message : undefined;
  void toastError(
    typeof message === 'string' ? { title: texts.invoices.failed, message } : texts.invoices.failed,
  );
}

/**
 * 即時請求データ作成 and 再開請求データ作成 of 受注内容 (002 §2.2, §4, §7, §8), under the pay-per-use table. Both work
 * on what the server holds, so both are disabled while the form has unsaved edits (ours: save first), as well
 * as without the permission, while a request runs and in update mode (`locked`). 再開請求データ作成 shows only
 * when the saved contract has a resume date, and asks first. Each success hands the page the new stamp.
 */
export function InvoiceActions(props: { rows: Row[]; context: SectionContext; locked: boolean }) {
  const { context } = props;
  const data = useFormDataOfRows();
  const [saved] = useState(data);
  const unsaved = useMemo(() => JSON.stringify(data) !== JSON.stringify(saved), [data, saved]);
  const [timestamp, setTimestamp] = useAtom(customerTimestampAtom);
  // Rows invoiced since the form was drawn: the form keeps the loaded rows until it is drawn anew.
  const [invoiced, setInvoiced] = useState<Record<number, string>>({});
  const [choosing, setChoosing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const resumeDate = resumeDateOf(saved);
  const disabled = props.locked || !context.authorised || context.requesting || unsaved || busy;
  const base = { customerId: context.customerId, customerUpdatedTimestamp: timestamp };

  const candidates = props.rows
    .filter(
      (row) =>
        typeof row.customer_order_id === 'number' &&
        !row.is_new &&
        !row.is_delete &&
        Number(row.create_timing) === immediateTiming,
    )
    .map((row) => {
      const at = invoiced[Number(row.customer_order_id)];
      return at ? { ...row, invoice_made_timestamp: at } : row;
    });

  const run = async (call: () => Promise<CallResult>, success: string) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.kind !== 'ok') return (toastFailure(result), null);
    setTimestamp(String(result.body.customer_updated_timestamp));
    void toastSuccess(success);
    return result.body;
  };
  const createImmediate = async (ids: number[], term: string) => {
    const body = await run(() => makeImmediatelyInvoiceData(base, ids, term), texts.invoices.immediateMade);
    if (!body) return;
    const made = (body.invoiced_items ?? []) as {
      customer_order_id: number;
      invoice_made_timestamp: string;
    }[];
    setInvoiced((before) => ({
      ...before,
      ...Object.fromEntries(made.map((item) => [item.customer_order_id, item.invoice_made_timestamp])),
    }));
    setChoosing(false);
  };
  const createResume = async () => {
    setConfirming(false);
    await run(() => makeReturnInvoiceData(base), texts.invoices.resumeMade);
  };

  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 8 }}>
      <Button
        icon="document"
        text={texts.invoices.immediateButton}
        disabled={disabled}
        onClick={() => setChoosing(true)}
      />
      {resumeDate !== '' ? (
        <Button
          icon="document"
          text={texts.invoices.resumeButton}
          disabled={disabled}
          onClick={() => setConfirming(true)}
        />
      ) : null}
      {unsaved && !props.locked ? (
        <span className={Classes.TEXT_MUTED} style={{ fontSize: 12 }}>
          {texts.invoices.saveFirst}
        </span>
      ) : null}
      {choosing ? (
        <ImmediateInvoiceDialog
          rows={candidates}
          busy={busy}
          onCreate={(ids, term) => void createImmediate(ids, term)}
          onClose={() => setChoosing(false)}
        />
      ) : null}
      <ConfirmDialog
        message={
          confirming
            ? fillTemplate(texts.invoices.resumeConfirm, { date: resumeDate.replace(/-/g, '/') })
            : null
        }
        confirmText={texts.invoices.resumeCreate}
        onConfirm={() => void createResume()}
        onCancel={() => setConfirming(false)}
      />
      <BlockingDialog isOpen={busy && !choosing} text={texts.invoices.busy} />
    </div>
  );
}
