import { H3 } from '@blueprintjs/core';
import { NotYetAvailable } from '../../not-yet-available';

/** `/customer_management/list` (顧客管理) and `/customer_entry/list` (申込受付). */
export function CustomerListPage({ mode }: { mode: 'contracted' | 'entry' }) {
  return (
    <>
      <H3>{mode === 'entry' ? '申込受付' : '顧客管理'}</H3>
      <NotYetAvailable />
    </>
  );
}
