import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchBusinessTalks, type BusinessTalkPage, type Outcome } from '../../../../api/business-talks';
import { describeFailure } from '../../../../engine/failure';
import { toastError } from '../../../../engine/renderer/toaster';
import { businessTalkCard, messages } from './card';

/** The modal's list: its page of inquiries, whether a call runs, and how to search and page. */
export interface BusinessTalkList {
  result: BusinessTalkPage;
  page: number;
  loading: boolean;
  /** A new search: these criteria from page 1. */
  search: (criteria: Record<string, string>) => void;
  /** Another page of the last search's criteria. */
  goTo: (page: number) => void;
}

type Criteria = Record<string, string>;

const empty: BusinessTalkPage = { total: 0, rows: [] };

/**
 * Loads the inquiry list as seen from the customer, page 1 of everything as the modal opens. A failed
 * load shows the spec's toast titled エラー (000 §8) and calls `onFailed` (keep it stable), which closes
 * the modal.
 */
export function useBusinessTalkList(customerId: number, onFailed: () => void): BusinessTalkList {
  const [applied, setApplied] = useState<Criteria>({});
  const [page, setPage] = useState(1);
  const [result, setResult] = useState(empty);
  // Loading from the start, as the first call goes out when the modal opens.
  const [loading, setLoading] = useState(true);
  // Only the newest call's answer counts; a closed modal (unmounted) takes none.
  const latest = useRef(0);

  const fetchPage = useCallback(
    (criteria: Criteria, nextPage: number) =>
      fetchBusinessTalks({
        customerId,
        criteria,
        page: nextPage,
        limit: businessTalkCard.definition.pageSize,
      }),
    [customerId],
  );
  const settle = useCallback(
    (request: number, outcome: Outcome<BusinessTalkPage>, criteria: Criteria, nextPage: number) => {
      if (request !== latest.current) return;
      setLoading(false);
      if (outcome.kind === 'ok') {
        setApplied(criteria);
        setPage(nextPage);
        setResult(outcome.value);
        return;
      }
      const call = outcome.result;
      // A lost session is the sign-in handling's business: it takes the user to the login screen.
      if (!(call.kind === 'http-error' && call.status === 401)) {
        void toastError({
          title: messages.loadFailedTitle,
          message: describeFailure(call, messages.loadFailed),
        });
      }
      onFailed();
    },
    [onFailed],
  );
  const load = (criteria: Criteria, nextPage: number) => {
    const request = ++latest.current;
    setLoading(true);
    void fetchPage(criteria, nextPage).then((outcome) => settle(request, outcome, criteria, nextPage));
  };

  useEffect(() => {
    const request = ++latest.current;
    void fetchPage({}, 1).then((outcome) => settle(request, outcome, {}, 1));
    return () => {
      latest.current += 1;
    };
  }, [fetchPage, settle]);

  return {
    result,
    page,
    loading,
    search: (criteria) => load(criteria, 1),
    goTo: (nextPage) => load(applied, nextPage),
  };
}
