import { Intent } from '@blueprintjs/core';
import texts from '../../../../schemas/pages/approval.json';
import { approveApplication, fetchApprovalList, sendBackApplication } from '../../../api/credit-cycle';
import { QueuePage } from '../../shared/application-queue/queue-page';
import type { QueueAction } from '../../shared/application-queue/queue-texts';

const actions: QueueAction[] = [
  { key: 'approve', intent: Intent.SUCCESS, texts: texts.actions.approve, run: approveApplication },
  { key: 'sendBack', intent: Intent.DANGER, texts: texts.actions.sendBack, run: sendBackApplication },
];

/** `/approval` (承認): the update applications waiting for approval, each approved or sent back (差戻). */
export function ApprovalPage() {
  return <QueuePage name="approvalList" texts={texts} fetchPage={fetchApprovalList} actions={actions} />;
}
