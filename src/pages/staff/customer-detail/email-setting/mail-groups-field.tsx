import { useEffect, useMemo, useState } from 'react';
import { pointerOfPath } from '../../../../engine/form-rows';
import type { Row } from '../../../../engine/rows';
import { useRowsSource } from '../../../../engine/renderer/rows-channel';
import { RowsField } from '../../../../engine/renderer/rows-field';
import type { AppFieldProps, AppUiSchema } from '../../../../engine/types';
import { liveMember } from '../../../../sections/email-setting';
import { GroupMembersDialog } from './group-members-dialog';
import { GroupMembersContext, MemberCountWidget } from './member-count-widget';

const countKey = 'customer_report_member_count';
const keysOf = (row: Row): string[] => (Array.isArray(row.member_keys) ? row.member_keys.map(String) : []);

/**
 * `"ui:field": "mailGroups"` (001 §2.2 送信グループ): the group rows table, whose member counts follow the
 * address and messenger tables (a deleted row leaves every group, 001 §4) and whose rows open
 * 'メールグループ登録' to choose their members.
 */
export function MailGroupsField(props: AppFieldProps) {
  const pointer = pointerOfPath(props.fieldPathId.path);
  const groups = useRowsSource(props, pointer);
  const mail = useRowsSource(props, '/mail_table_items').rows;
  const messenger = useRowsSource(props, '/messenger_table_items').rows;
  const [editing, setEditing] = useState<number | null>(null);
  const { setRows } = groups;
  const countOf = (row: Row) => keysOf(row).filter((key) => liveMember(key, mail, messenger)).length;
  const stale = groups.rows.some((row) => row[countKey] !== countOf(row));

  useEffect(() => {
    if (stale) setRows(pointer, (rows) => rows.map((row) => ({ ...row, [countKey]: countOf(row) })));
  });

  const uiSchema = useMemo(() => {
    const items = (props.uiSchema?.items ?? {}) as AppUiSchema;
    const cell = { ...(items[countKey] as AppUiSchema | undefined), 'ui:widget': MemberCountWidget };
    return { ...props.uiSchema, items: { ...items, [countKey]: cell } } as AppUiSchema;
  }, [props.uiSchema]);
  const locked = Boolean(props.disabled || props.readonly);
  const access = useMemo(
    () => ({
      locked,
      nameAt: (position: number) => String(groups.rows[position]?.name ?? ''),
      open: setEditing,
    }),
    [locked, groups.rows],
  );

  return (
    <GroupMembersContext.Provider value={access}>
      <RowsField {...props} uiSchema={uiSchema} />
      {editing !== null ? (
        <GroupMembersDialog
          group={groups.rows[editing]}
          mail={mail}
          messenger={messenger}
          onCancel={() => setEditing(null)}
          onSave={(keys) => {
            setRows(pointer, (rows) =>
              rows.map((row, at) =>
                at === editing ? { ...row, member_keys: keys, [countKey]: keys.length } : row,
              ),
            );
            setEditing(null);
          }}
        />
      ) : null}
    </GroupMembersContext.Provider>
  );
}
