import { SurrogateLoginDialog } from '../surrogate-login-dialog';
import type { HeaderPanelProps } from './panels';

/** その他's access to the application page (002 §2.1, entries): the 代理ログイン dialog, then the page. */
export function SurrogateLoginPanel({ customerId, userId, onClose }: HeaderPanelProps) {
  return <SurrogateLoginDialog isOpen customerId={customerId} userId={userId} onClose={onClose} />;
}
