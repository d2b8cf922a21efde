import type { ComponentType } from 'react';
import type { CustomerDetail } from '../../../../api/staff';
import { FileIssueLogDialog } from '../file-issue-log/file-issue-log-dialog';
import { ReceptionHistoryView } from '../reception-history/reception-history-view';

/** What a header panel receives: the customer as the page shows it, and how to close itself. */
export interface HeaderPanelProps {
  customerId: number;
  userId: number;
  isEntry: boolean;
  customer: CustomerDetail;
  /** The role holds the feature of the panel's tab, where it has one (the page checks it). */
  onClose: () => void;
  /** Something the panel saved changed the customer (a new stamp, a badge). */
  onSaved: () => void;
}

/** A view a header button opens: swapping the whole page (`page`) or over it (`dialog`). */
export interface HeaderPanel {
  placement: 'page' | 'dialog';
  component: ComponentType<HeaderPanelProps>;
}

/**
 * The panels header buttons open, by the `panel` name schemas/pages/customer-detail.json gives them. A
 * declared button whose panel is not registered here is not shown: the header has no button that does nothing.
 */
export const headerPanels: Record<string, HeaderPanel> = {
  receptionHistory: { placement: 'page', component: ReceptionHistoryView },
  fileIssueLog: { placement: 'dialog', component: FileIssueLogDialog },
};
