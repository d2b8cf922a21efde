import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import useSWRImmutable from 'swr/immutable';
import { Callout, H1, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { usePageTitle } from '../../shared/page-title';
import layout from '../../../../schemas/pages/customer-detail.json';
import { customerDetailKey, takePreloadedCustomerDetail } from '../../../api/customer-detail-preload';
import { badgeReloadAtom } from '../../../api/menu';
import { staffSessionAtom } from '../../../api/session';
import { checkAccessUser, fetchCustomerDetail, type CustomerDetail } from '../../../api/staff';
import { catalogue } from '../../../engine/browser-catalogue';
import { useEngine } from '../../../engine/renderer/engine-context';
import { prefetchSection } from '../../../engine/renderer/use-section';
import { sectionAdapters } from '../../../sections/adapters';
import { describeFailure } from '../../../engine/failure';
import { isFeatureAllowed } from '../../../engine/permissions';
import { ErrorBoundary, sectionCrashedTitle } from '../../../engine/renderer/error-boundary';
import { SectionPanel } from '../../../engine/renderer/section-panel';
import { customerTimestampAtom } from '../../../engine/renderer/state';
import type { SectionContext } from '../../../engine/types';
import { AccessWarning, type AccessItems } from './access-warning';
import { ApprovalHistory } from './approval-history/approval-history';
import { preloadSectionChunks } from './section-chunk-preload';
import { approvalHistoryKey } from './approval-history/use-editions';
import { ContractActions } from './contract-actions/contract-actions';
import { EntryStatusButton } from './entry-status';
import { HeaderActions } from './header-actions';
import { HeaderMenus } from './header-menus/header-menus';
import { headerPanels } from './header-menus/panels';
import { SectionServices } from './section-services';
import { SectionTags } from './section-tags';
import texts from '../../../../schemas/messages.json';

// The sections the tabs of schemas/pages/customer-detail.json name, in tab order; contracted-only tabs
// (特殊システム詳細, コールカウント/課金手数料) are not an entry's.
const sectionsOf = (isEntry: boolean) =>
  (layout.tabs as { section?: string; contractedOnly?: boolean }[]).flatMap((tab) =>
    tab.section && !(isEntry && tab.contractedOnly) ? [tab.section] : [],
  );
// The sections whose data loads as the page opens (`prefetch` tabs).
const prefetched = (layout.tabs as { section?: string; prefetch?: boolean }[]).flatMap((tab) =>
  tab.section && tab.prefetch ? [tab.section] : [],
);

/**
 * The customer detail page (000 §2.7), minimal for now: header with its actions, notices, the tag bar
 * and the catalogue's sections.
 * Each section gets its authorised flag from the tab feature of its name.
 */
export function CustomerDetailPage({ isEntry }: { isEntry: boolean }) {
  const customerId = Number(useParams().id);
  const session = useAtomValue(staffSessionAtom);
  const userId = session?.user_id ?? 0;
  const [timestamp, setTimestamp] = useAtom(customerTimestampAtom);
  const [accessClosed, setAccessClosed] = useState(false);
  // The panel a header button opened (顧客応対履歴 swaps the page, ファイル発行履歴 opens over it).
  const [panelName, setPanelName] = useState<string | null>(null);
  const reloadBadges = useSetAtom(badgeReloadAtom);
  const { mutate } = useSWRConfig();
  const { transport } = useEngine();
  // Beside the header call, not after it: 基本情報 then opens without waiting for its data (bench B8).
  for (const id of prefetched)
    prefetchSection(catalogue[id], { customerId, isEntry, userId }, transport, sectionAdapters);
  const detail = useSWRImmutable(customerDetailKey(customerId, isEntry), async () => {
    // The route started this call beside the page's chunk (bench B8); a reload calls afresh.
    const result = await (takePreloadedCustomerDetail(customerId, userId, isEntry) ??
      fetchCustomerDetail(customerId, userId, isEntry));
    if (result.kind !== 'ok') throw new Error(describeFailure(result, layout.messages.loadFailed));
    return result.body.customer_detail as CustomerDetail;
  });
  const access = useSWRImmutable(['chackAccessUser', customerId], async () => {
    const result = await checkAccessUser(customerId, userId);
    return result.kind === 'ok' ? (result.body.items as AccessItems) : null;
  });
  useEffect(() => {
    if (detail.data) setTimestamp(detail.data.customer_updated_timestamp);
  }, [detail.data, setTimestamp]);
  // The stamp a save sends: this detail's own until the atom holds it (the atom may still hold the previous
  // customer's), the atom's from then on (a save moves it on). The sections' contexts so keep their value when
  // the effect above sets the atom, and the sections do not render again for it (B8, session 21).
  const [stampSetFrom, setStampSetFrom] = useState<CustomerDetail | undefined>(undefined);
  if (detail.data && stampSetFrom !== detail.data && timestamp === detail.data.customer_updated_timestamp)
    setStampSetFrom(detail.data);
  const stamp =
    detail.data && stampSetFrom !== detail.data ? detail.data.customer_updated_timestamp : timestamp;
  // Once the sections are on screen, their lazy fields load in idle time: opening one waits for its data only.
  const shown = detail.data !== undefined;
  useEffect(() => {
    if (shown) preloadSectionChunks();
  }, [shown]);
  const requesting = detail.data?.is_credit_screening_requesting === true;
  const features = detail.data?.feature_masters;
  const builtSections = useMemo(() => sectionsOf(isEntry), [isEntry]);
  const contexts = useMemo(
    () =>
      Object.fromEntries(
        builtSections.map((id): [string, SectionContext] => [
          id,
          {
            customerId,
            isEntry,
            userId,
            requesting,
            customerUpdatedTimestamp: stamp,
            authorised: isFeatureAllowed(features ?? [], catalogue[id].section.permission, isEntry),
          },
        ]),
      ),
    [builtSections, customerId, isEntry, userId, requesting, stamp, features],
  );

  // A save may start or end a request, raise a badge or rename the customer: the header and badges follow.
  // One function for the page's life: the sections (memoised) do not render again with each of its renders.
  const reloadDetail = detail.mutate;
  const onSaved = useCallback(() => {
    void reloadDetail();
    void mutate(approvalHistoryKey(customerId));
    reloadBadges((value) => value + 1);
  }, [reloadDetail, mutate, customerId, reloadBadges]);
  // A reverted reservation changes what the sections show: the open ones load again.
  const onReverted = () => {
    onSaved();
    void mutate((key) => Array.isArray(key) && key[0] === 'section' && key[2] === customerId);
  };

  // An entry has no TAS ID yet: the header and the tab show the company name alone.
  const heading = detail.data ? [detail.data.tas_id, detail.data.corporate_name].filter(Boolean) : [];
  usePageTitle(heading.length > 0 ? heading.join(' ') : null);

  if (detail.error) return <NonIdealState icon="error" title={String(detail.error.message)} />;
  if (!detail.data) return <Spinner aria-label={texts.busy} />;
  const customer = detail.data;
  const panel = panelName === null ? undefined : headerPanels[panelName];
  const panelView = panel ? (
    <Suspense fallback={<Spinner aria-label={texts.busy} />}>
      <panel.component
        customerId={customerId}
        userId={userId}
        isEntry={isEntry}
        customer={customer}
        onClose={() => setPanelName(null)}
        onSaved={onSaved}
      />
    </Suspense>
  ) : null;
  if (panel?.placement === 'page') return <SectionServices>{panelView}</SectionServices>;
  return (
    <SectionServices>
      <div style={{ maxWidth: 1400 }}>
        <H1 className="tas-page-title">{heading.join('　')}</H1>
        <HeaderActions customerId={customerId} userId={userId} isEntry={isEntry} requesting={requesting}>
          <HeaderMenus
            customer={customer}
            customerId={customerId}
            userId={userId}
            isEntry={isEntry}
            onOpenPanel={setPanelName}
          />
          <ApprovalHistory
            customerId={customerId}
            userId={userId}
            isEntry={isEntry}
            requesting={requesting}
            onChanged={onReverted}
          />
          <ContractActions
            customerId={customerId}
            userId={userId}
            isEntry={isEntry}
            requesting={requesting}
            features={customer.feature_masters}
            onChanged={onReverted}
          />
          {isEntry ? (
            <EntryStatusButton
              customerId={customerId}
              creditStatus={customer.credit_screening_approval_status}
              shippingOfMail={customer.is_shipping_of_mail}
            />
          ) : null}
        </HeaderActions>
        {customer.is_forced_cancel ? (
          <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
            {layout.messages.forcedCancel}
          </Callout>
        ) : null}
        {access.data?.existOtherAccessUser && !accessClosed ? (
          <AccessWarning tasId={customer.tas_id} items={access.data} onClose={() => setAccessClosed(true)} />
        ) : null}
        {customer.step_call_alert.map((line) => (
          <Callout key={line} intent={Intent.WARNING} compact style={{ marginBottom: 4 }}>
            {line}
          </Callout>
        ))}
        {panelView}
        <SectionTags isEntry={isEntry} customer={customer} />
        {builtSections.map((id) => (
          <ErrorBoundary key={id} title={sectionCrashedTitle(catalogue[id].section.title)}>
            <SectionPanel entry={catalogue[id]} context={contexts[id]} onSaved={onSaved} />
          </ErrorBoundary>
        ))}
      </div>
    </SectionServices>
  );
}
