import { useState } from 'react';
import { Button, Checkbox, Classes, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import type { Row } from '../../../../engine/rows';
import { memberKey } from '../../../../sections/email-setting';
import { serviceNames, sideTexts } from './texts';
import { AppDialog } from '../../../../engine/renderer/app-dialog';

const texts = sideTexts.groupMembers;

/** One address or messenger ID the group may take in. */
interface Candidate {
  key: string;
  type: string;
  target: string;
}

// Live addresses, then confirmed messenger IDs (001 §4: only those may join a group).
function candidatesOf(mail: Row[], messenger: Row[]): Candidate[] {
  const addresses = mail
    .filter((row) => !row.is_delete)
    .map((row) => ({
      key: memberKey('mail', row.index),
      type: texts.mail,
      target: String(row.report_mail_address ?? ''),
    }));
  const ids = messenger
    .filter((row) => !row.is_delete && row.message_service_id_comfirmed_flag === true)
    .map((row) => ({
      key: memberKey('messenger', row.index),
      type: serviceNames[Number(row.message_service_master_id)] ?? '',
      target: String(row.message_service_primary_id || row.message_service_url || ''),
    }));
  return [...addresses, ...ids];
}

/** 'メールグループ登録': tick the addresses and confirmed messenger IDs that belong to one group. */
export function GroupMembersDialog(props: {
  group: Row | undefined;
  mail: Row[];
  messenger: Row[];
  onSave: (keys: string[]) => void;
  onCancel: () => void;
}) {
  const { group } = props;
  const initial = Array.isArray(group?.member_keys) ? group.member_keys.map(String) : [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial));
  const candidates = candidatesOf(props.mail, props.messenger);
  const toggle = (key: string) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <AppDialog
      isOpen={group !== undefined}
      title={texts.title}
      onClose={props.onCancel}
      style={{ width: 640 }}
    >
      <DialogBody>
        {candidates.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{texts.none}</p>
        ) : (
          <HTMLTable compact striped style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{texts.select}</th>
                <th>{texts.sendType}</th>
                <th>{texts.target}</th>
              </tr>
            </thead>
            <tbody>
              {candidates.map((candidate) => (
                <tr key={candidate.key}>
                  <td>
                    <Checkbox
                      aria-label={`${candidate.target}を${texts.select}`}
                      checked={selected.has(candidate.key)}
                      onChange={() => toggle(candidate.key)}
                      style={{ margin: 0 }}
                    />
                  </td>
                  <td>{candidate.type}</td>
                  <td>{candidate.target}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={texts.cancel} onClick={props.onCancel} />
            <Button
              text={texts.save}
              intent={Intent.PRIMARY}
              // Keys of rows no longer offered (deleted meanwhile) are dropped with the save.
              onClick={() => props.onSave(candidates.map((c) => c.key).filter((key) => selected.has(key)))}
            />
          </>
        }
      />
    </AppDialog>
  );
}
