import { createContext, useContext } from 'react';
import { Button } from '@blueprintjs/core';
import type { AppWidgetProps } from '../../../../engine/types';
import { rowPositionOf } from './row-position';
import { sideTexts } from './texts';

/** What the group table hands its member-count cells: who may edit, and how to open a group's modal. */
export interface GroupMembersAccess {
  locked: boolean;
  nameAt: (position: number) => string;
  open: (position: number) => void;
}

/** Provided by the group table (`MailGroupsField`) around its rows. */
export const GroupMembersContext = createContext<GroupMembersAccess | null>(null);

/** The group's member count, read-only, with the button that opens 'メールグループ登録' for the group. */
export function MemberCountWidget({ id, value }: AppWidgetProps) {
  const access = useContext(GroupMembersContext);
  const position = rowPositionOf(id, 'customer_report_member_count');
  return (
    <span id={id} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
      <span aria-label="メンバー数">{String(value ?? 0)}</span>
      {access ? (
        <Button
          size="small"
          text={sideTexts.groupMembers.label}
          aria-label={`${access.nameAt(position)}の${sideTexts.groupMembers.label}`}
          disabled={access.locked}
          onClick={() => access.open(position)}
        />
      ) : null}
    </span>
  );
}
