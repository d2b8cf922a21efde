import { lazy, type ComponentType } from 'react';
import type { CustomerDetail } from '../../../../api/staff';

/** What a header panel receives: the customer as the page shows it, and how to close itself. */
export interface HeaderPanelProps {
  customerId: number;
  userId: number;
  isEntry: boolean;
  customer: CustomerDetail;
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
  // Loaded when first opened: the detail page's first load stays as small as it was (bench B7).
  receptionHistory: {
    placement: 'page',
    component: lazy(async () => ({
      default: (await import('../reception-history/reception-history-view')).ReceptionHistoryView,
    })),
  },
  fileIssueLog: {
    placement: 'dialog',
    component: lazy(async () => ({
      default: (await import('../file-issue-log/file-issue-log-dialog')).FileIssueLogDialog,
    })),
  },
  surrogateLogin: {
    placement: 'dialog',
    component: lazy(async () => ({ default: (await import('./surrogate-login-panel')).SurrogateLoginPanel })),
  },
};
