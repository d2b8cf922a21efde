import { useEffect, useState } from 'react';
import { Classes, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import texts from '../../../../schemas/mail/outbox-page.json';
import { toastError } from '../../../engine/renderer/toaster';
import { Pager, restrictedPageSizes } from '../../shared/pager';
import { OutboxTable } from './outbox-table';
import { OutboxLoadError, useMailOutbox } from './use-mail-outbox';
import './mail-outbox.css';

/**
 * 送信メール (issue 16): the mail the server sent, newest first, 20 a page, each recipient with its result.
 * For 管理機能 holders; shown on the administration screens (the spec names no screen of its own for it).
 */
export function MailOutboxSection() {
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const { data, error, isLoading } = useMailOutbox(paging.page, paging.limit, texts.loadFailed);
  const forbidden = error instanceof OutboxLoadError && error.status === 403;
  useEffect(() => {
    if (error instanceof Error && !forbidden) void toastError(error.message);
  }, [error, forbidden]);
  // Without 管理機能 the section is not there at all.
  if (forbidden) return null;
  return (
    <section className="tas-outbox" aria-labelledby="tas-outbox-title">
      <H2 id="tas-outbox-title">{texts.title}</H2>
      {data ? <p className={Classes.TEXT_MUTED}>{texts.transport[data.transport]}</p> : null}
      {data && !error ? (
        <Pager
          label={texts.pagerTop}
          page={paging.page}
          limit={paging.limit}
          total={data.total}
          sizes={restrictedPageSizes}
          disabled={isLoading}
          onPage={(page) => setPaging((p) => ({ ...p, page }))}
          onLimit={(limit) => setPaging({ page: 1, limit })}
        />
      ) : null}
      {isLoading ? (
        <Spinner aria-label={texts.loading} />
      ) : error || !data ? (
        <NonIdealState icon="error" title={texts.loadFailed} />
      ) : data.data.length === 0 ? (
        <NonIdealState icon="envelope" title={texts.empty} />
      ) : (
        <OutboxTable entries={data.data} />
      )}
    </section>
  );
}
