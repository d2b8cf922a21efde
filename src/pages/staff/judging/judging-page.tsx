import { Intent } from '@blueprintjs/core';
import texts from '../../../../schemas/pages/judging.json';
import { creditResult, fetchCreditCheckList, judgeCredit } from '../../../api/credit-cycle';
import { QueuePage } from '../../shared/application-queue/queue-page';
import type { QueueAction } from '../../shared/application-queue/queue-texts';

const actions: QueueAction[] = [
  {
    key: 'ok',
    intent: Intent.SUCCESS,
    texts: texts.actions.ok,
    run: (row) => judgeCredit(row, creditResult.ok),
  },
  {
    key: 'ng',
    intent: Intent.DANGER,
    texts: texts.actions.ng,
    run: (row) => judgeCredit(row, creditResult.ng),
  },
];

/** `/judging` (与信審査): the customers under credit screening, each judged 与信OK or 与信NG. */
export function JudgingPage() {
  return (
    <QueuePage name="creditCheckList" texts={texts} fetchPage={fetchCreditCheckList} actions={actions} />
  );
}
