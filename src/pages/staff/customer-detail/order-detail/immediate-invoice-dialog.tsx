import { useState } from 'react';
import { Button, Checkbox, Classes, FormGroup, HTMLTable, Intent } from '@blueprintjs/core';
import { AppDialog } from '../../../../engine/renderer/app-dialog';
import type { Row } from '../../../../engine/rows';
import type { AppWidgetProps } from '../../../../engine/types';
import { isIsoDate } from '../../../../theme/era';
import LazyEraDateWidget from '../../../../theme/widgets/lazy-era-date-widget';
import { spotTotal } from './finished-rows';
import { orderTexts as texts } from './texts';

/** Props of {@link ImmediateInvoiceDialog}: the rows it offers, and what 作成 does. */
export interface ImmediateInvoiceDialogProps {
  /** Saved pay-per-use rows of create timing 3, with invoice_made_timestamp as last known. */
  rows: Row[];
  busy: boolean;
  /** Resolves whether the data was made (the dialog then closes). */
  onCreate: (ids: number[], termOfPayment: string) => void;
  onClose: () => void;
}

const termId = 'immediate-invoice-term';

const idOf = (row: Row) => Number(row.customer_order_id);
const isInvoiced = (row: Row) =>
  typeof row.invoice_made_timestamp === 'string' && row.invoice_made_timestamp !== '';
const amountOf = (row: Row) => {
  const total = spotTotal(row) ?? Number(String(row.unit_price ?? '').trim());
  return Number.isFinite(total) ? total.toLocaleString('ja-JP') : '';
};

/**
 * The immediate invoice modal of 受注内容 (002 §2.2, §4): the pay-per-use rows with create timing 3, each with a
 * checkbox — rows already invoiced are greyed and cannot be chosen —, the required 支払期限, and 作成. Mounted
 * only while open, so every opening starts with nothing chosen.
 */
export function ImmediateInvoiceDialog(props: ImmediateInvoiceDialogProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [term, setTerm] = useState('');
  const [tried, setTried] = useState(false);
  // The era date widget hands back a YYYY-MM-DD date, or the text typed when it cannot read it: only a date
  // counts, as the native date input (whose value stays empty until complete) did before.
  const termError = tried && !isIsoDate(term) ? texts.invoices.termRequired : undefined;
  const toggle = (id: number) =>
    setChosen((before) => (before.includes(id) ? before.filter((other) => other !== id) : [...before, id]));
  const create = () => {
    setTried(true);
    if (isIsoDate(term) && chosen.length > 0) props.onCreate(chosen, term);
  };
  return (
    <AppDialog
      isOpen
      onClose={props.busy ? undefined : props.onClose}
      title={texts.invoices.immediateTitle}
      style={{ width: 820, maxWidth: '95vw' }}
    >
      <div className={Classes.DIALOG_BODY}>
        <HTMLTable compact style={{ width: '100%' }} aria-label={texts.invoices.immediateTitle}>
          <thead>
            <tr>
              <th aria-label={texts.invoices.choose} />
              <th>業務コード</th>
              <th>メニュー名</th>
              <th>計上年月</th>
              <th>請求年月</th>
              <th>金額</th>
              <th>{texts.invoices.madeAt}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.length === 0 ? (
              <tr>
                <td colSpan={7}>{texts.invoices.noRows}</td>
              </tr>
            ) : null}
            {props.rows.map((row) => {
              const invoiced = isInvoiced(row);
              return (
                <tr
                  key={idOf(row)}
                  aria-disabled={invoiced || undefined}
                  // Greyed: the table's cells set their own colour, so the row's is not inherited.
                  style={
                    invoiced ? { background: 'var(--tas-disabled-row, #eef0f2)', opacity: 0.6 } : undefined
                  }
                >
                  <td>
                    <Checkbox
                      style={{ margin: 0 }}
                      aria-label={`${String(row.business_code)} ${String(row.course_option_name)}`}
                      checked={chosen.includes(idOf(row))}
                      disabled={invoiced || props.busy}
                      onChange={() => toggle(idOf(row))}
                    />
                  </td>
                  <td>{String(row.business_code ?? '')}</td>
                  <td>{String(row.course_option_name ?? '')}</td>
                  <td>{String(row.earmarking_year_month ?? '')}</td>
                  <td>{String(row.invoice_made_year_month ?? '')}</td>
                  <td style={{ textAlign: 'right' }}>{amountOf(row)}</td>
                  <td>{invoiced ? String(row.invoice_made_timestamp) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
        <FormGroup
          style={{ marginTop: 12 }}
          label={texts.invoices.term}
          labelFor={termId}
          labelInfo="*"
          intent={termError ? Intent.DANGER : Intent.NONE}
          helperText={termError}
        >
          <div style={{ width: 300 }}>
            <TermDateInput value={term} invalid={!!termError} disabled={props.busy} onChange={setTerm} />
          </div>
        </FormGroup>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={texts.cancel} disabled={props.busy} onClick={props.onClose} />
          <Button
            intent={Intent.PRIMARY}
            text={texts.invoices.create}
            loading={props.busy}
            disabled={chosen.length === 0}
            onClick={create}
          />
        </div>
      </div>
    </AppDialog>
  );
}

/**
 * 支払期限 in the app's era date widget (`ui:widget` eraDate, the product's date input everywhere else) outside
 * a Form: the widget reads only the props given here, so no rjsf registry or schema is made up for it.
 */
function TermDateInput(props: {
  value: string;
  invalid: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const widgetProps: Partial<AppWidgetProps> = {
    id: termId,
    name: termId,
    label: texts.invoices.term,
    value: props.value,
    required: true,
    disabled: props.disabled,
    options: {},
    rawErrors: props.invalid ? [texts.invoices.termRequired] : undefined,
    onChange: (next: unknown) => props.onChange(typeof next === 'string' ? next : ''),
    onBlur: () => undefined,
    onFocus: () => undefined,
  };
  return <LazyEraDateWidget {...(widgetProps as AppWidgetProps)} />;
}
