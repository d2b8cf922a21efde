import { useNavigate } from 'react-router-dom';
import { backClosesWindowKey } from '../../../api/session';

/**
 * The detail page's back action (002 §2.1): with the back-button flag stored, close the window (the
 * lists open details in tabs of their own); otherwise one history step back. A browser closes only
 * windows a script opened, so when the window stays open, and when there is no step of this app to go
 * back to (the page was opened directly), the list of the mode shows instead.
 */
export function useBackAction(isEntry: boolean): () => void {
  const navigate = useNavigate();
  return () => {
    if (localStorage.getItem(backClosesWindowKey)) {
      window.close();
      if (window.closed) return;
    }
    // react-router numbers its history entries; 0 is the first page of this app in the tab.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) return void navigate(-1);
    void navigate(isEntry ? '/customer_entry/list' : '/customer_management/list');
  };
}
