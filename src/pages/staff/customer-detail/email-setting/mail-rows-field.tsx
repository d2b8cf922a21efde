import { sectionContextOf } from '../../../../engine/section-context';
import { useMemo, useState } from 'react';
import { pointerOfPath } from '../../../../engine/form-rows';
import { ConfirmDialog } from '../../../../engine/renderer/confirm-dialog';
import { useEngine } from '../../../../engine/renderer/engine-context';
import { useRowsSource } from '../../../../engine/renderer/rows-channel';
import { RowsField } from '../../../../engine/renderer/rows-field';
import type { AppFieldProps, AppUiSchema } from '../../../../engine/types';
import { sendTestMessage } from './side-calls';
import { TestSendContext, TestSendWidget, testSendColumn } from './test-send-widget';
import { sideTexts } from './texts';

const texts = sideTexts.testMessage;

/**
 * `"ui:field": "mailRows"` (001 §2.2 送信先メールアドレス): the address rows table whose saved rows have a
 * test-send button; the send asks first, showing the destination address (001 §7 sendTestMessage).
 */
export function MailRowsField(props: AppFieldProps) {
  const { transport } = useEngine();
  const context = sectionContextOf(props.registry.formContext);
  const { rows } = useRowsSource(props, pointerOfPath(props.fieldPathId.path));
  const [asking, setAsking] = useState<number | null>(null);
  const uiSchema = useMemo(() => {
    const items = (props.uiSchema?.items ?? {}) as AppUiSchema;
    const cell = { ...(items[testSendColumn] as AppUiSchema | undefined), 'ui:widget': TestSendWidget };
    return { ...props.uiSchema, items: { ...items, [testSendColumn]: cell } } as AppUiSchema;
  }, [props.uiSchema]);
  const locked = Boolean(props.disabled || props.readonly);
  const access = useMemo(
    () => ({
      locked,
      savedAt: (position: number) => rows[position] !== undefined && rows[position].is_new !== true,
      addressAt: (position: number) => String(rows[position]?.report_mail_address ?? ''),
      ask: setAsking,
    }),
    [locked, rows],
  );
  const row = asking === null ? undefined : rows[asking];
  const address = String(row?.report_mail_address ?? '');

  return (
    <TestSendContext.Provider value={access}>
      <RowsField {...props} uiSchema={uiSchema} />
      <ConfirmDialog
        message={row ? texts.confirm.replace('{address}', address) : null}
        confirmText={texts.confirmButton}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          const memberId = Number(row?.customer_report_member_id);
          void sendTestMessage(transport, context, memberId, address);
        }}
      />
    </TestSendContext.Provider>
  );
}
