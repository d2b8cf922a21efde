import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '../engine/renderer/error-boundary';
import { Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { preloadFirstSectionChunks } from '../pages/staff/customer-detail/first-section-preload';
import { preloadCustomerDetail } from '../api/customer-detail-preload';
import { preloadThemedForm } from './form-kit';
import texts from '../../schemas/messages.json';

// Each built screen is its own chunk, so a route loads only its page's code (bench B7).
const load = <P extends object>(importer: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await importer() }));

/** `/home`. */
export const HomePage = load(async () => (await import('../pages/staff/home-page')).HomePage);
/** `/login`. */
export const LoginPage = load(async () => (await import('../pages/staff/login/login-page')).LoginPage);
/** The customer and application lists. */
export const CustomerListPage = load(
  async () => (await import('../pages/staff/customer-list/customer-list-page')).CustomerListPage,
);
// The detail page's chunk, asked for once (again after a failure): the route asks for it before anything
// else it starts, each of which spends a while appending its chunks' preload links (bench B8).
let detailPageChunk:
  Promise<typeof import('../pages/staff/customer-detail/customer-detail-page')> | undefined;
const importDetailPage = () =>
  (detailPageChunk ??= import('../pages/staff/customer-detail/customer-detail-page').catch(
    (error: unknown) => {
      detailPageChunk = undefined;
      throw error;
    },
  ));
const LazyCustomerDetailPage = load(async () => (await importDetailPage()).CustomerDetailPage);

/**
 * The customer detail pages. The route starts the page's chunk first, then its header call, the themed Form
 * and 基本情報's lazy fields beside it, so that they arrive together rather than one after another (bench B8).
 * Each start is idempotent: a re-render starts nothing new.
 */
export function CustomerDetailPage({ isEntry }: { isEntry: boolean }) {
  const customerId = Number(useParams().id);
  void importDetailPage();
  preloadCustomerDetail(customerId, isEntry);
  preloadThemedForm();
  preloadFirstSectionChunks();
  return <LazyCustomerDetailPage isEntry={isEntry} />;
}

/** `/judging` (与信審査). */
export const JudgingPage = load(
  async () => (await import('../pages/staff/judging/judging-page')).JudgingPage,
);
/** `/approval` (承認). */
export const ApprovalPage = load(
  async () => (await import('../pages/staff/approval/approval-page')).ApprovalPage,
);

/** `/manage/operation_logs` (アクセスログ). */
export const OperationLogsPage = load(
  async () => (await import('../pages/staff/operation-logs/operation-logs-page')).OperationLogsPage,
);

/** `/transmit_telephone_number_master` (D番マスター管理). */
export const TransmitNumbersPage = load(
  async () => (await import('../pages/staff/transmit-numbers/transmit-numbers-page')).TransmitNumbersPage,
);

/** Shows a spinner while a page's chunk loads; a page that breaks shows a card, the frame stays usable. */
export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary title={texts.pageCrashed}>
      <Suspense fallback={<Spinner aria-label={texts.busy} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
