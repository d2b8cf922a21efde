import { useState } from 'react';
import useSWR from 'swr';
import { Button, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import texts from '../../../../../schemas/pages/reception-history.json';
import { describeFailure } from '../../../../engine/failure';
import { isFeatureAllowed } from '../../../../engine/permissions';
import type { HeaderPanelProps } from '../header-menus/panels';
import { HistoryTable } from './history-table';
import { fetchReceptionHistory, type ReceptionAnswer } from './reception-api';
import { ReceptionDescription } from './reception-description';
import { SalesInfo } from './sales-info';
import { useStampedCall } from '../../../../engine/renderer/use-stamped-call';
import './reception-history.css';

/**
 * 顧客応対履歴 (000 §2.7, 002 §2.6): swaps the customer detail page for `{company}様 応対履歴` with 戻る, the
 * sales info, the reception description and the paged history. Its writes need the feature named in
 * schemas/pages/reception-history.json; without it everything shows read only.
 */
export function ReceptionHistoryView({
  customerId,
  userId,
  isEntry,
  customer,
  onClose,
  onSaved,
}: HeaderPanelProps) {
  const [page, setPage] = useState(1);
  const data = useSWR(
    ['receptionHistory', customerId, page],
    async () => {
      const result = await fetchReceptionHistory(customerId, userId, page, texts.pageSize);
      if (result.kind !== 'ok') throw new Error(describeFailure(result, texts.failures.load));
      return result.body as unknown as ReceptionAnswer;
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  // Every write gives the page its new stamp (and header) and reloads what this view shows.
  const save = useStampedCall(customerId, userId, () => {
    onSaved();
    void data.mutate();
  });
  const authorised = isFeatureAllowed(customer.feature_masters, texts.feature, isEntry);
  const answer = data.data;
  return (
    <div className="tas-reception-history">
      <div className="tas-reception-history-header">
        <H1 className="tas-page-title">{fillTemplate(texts.title, { company: customer.corporate_name })}</H1>
        <Button icon="arrow-left" text={texts.back} onClick={onClose} />
      </div>
      {data.error && !answer ? <NonIdealState icon="error" title={String(data.error.message)} /> : null}
      {!answer && !data.error ? <Spinner aria-label={texts.loading} /> : null}
      {answer ? (
        <>
          <div className="tas-reception-history-top">
            <SalesInfo
              key={answer.business_info.sensation_media_input_timestamp ?? ''}
              info={answer.business_info}
              authorised={authorised}
              save={save}
            />
            <ReceptionDescription
              key={answer.reception.customer_reception_description_updated_timestamp ?? ''}
              reception={answer.reception}
              authorised={authorised}
              save={save}
            />
          </div>
          <section aria-labelledby="reception-histories-heading">
            <h2 id="reception-histories-heading" className="tas-reception-history-heading">
              {texts.histories.heading}
            </h2>
            <HistoryTable
              key={page}
              reception={answer.reception}
              authorised={authorised}
              save={save}
              onPage={setPage}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
