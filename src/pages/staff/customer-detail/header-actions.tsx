import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Intent } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { allowNextLeave, leaveQuestion } from '../../shared/leave-guard';
import { ConfirmDialog } from '../../../engine/renderer/confirm-dialog';
import { unsavedSectionsAtom } from '../../../engine/renderer/unsaved';
import { useBackAction } from './back-action';
import messages from '../../../../schemas/messages.json';
import layout from '../../../../schemas/pages/customer-detail.json';

const texts = layout.messages;

// The surrogate login dialog (its form, schema and validators) loads with its first opening (bench B7); it
// stays mounted afterwards, so that closing and reopening behave as before.
const SurrogateLoginDialog = lazy(async () => ({
  default: (await import('./surrogate-login-dialog')).SurrogateLoginDialog,
}));

/** The my page password reissue page, opened for contracted customers in a new tab (002 §2.1). */
export const mypagePasswordReissueUrl = '/mypage/passwordReissue/passwordReissue';

/**
 * The detail page's header buttons built so far (000 §2.7, 002 §2.1): back, surrogate login (disabled
 * while a credit request runs) and, for contracted customers, the my page password reissue.
 */
export function HeaderActions(props: {
  customerId: number;
  userId: number;
  isEntry: boolean;
  requesting: boolean;
  /** Mode-dependent controls the page adds (the entry status button, the approval history). */
  children?: ReactNode;
}) {
  const { customerId, userId, isEntry, requesting } = props;
  const back = useBackAction(isEntry);
  const unsaved = useAtomValue(unsavedSectionsAtom);
  // 戻る may close the window, which no router guard sees: it asks itself while edits are unsaved.
  const [askingToLeave, setAskingToLeave] = useState(false);
  const [surrogateOpen, setSurrogateOpen] = useState(false);
  const [surrogateUsed, setSurrogateUsed] = useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
      <Button
        icon="arrow-left"
        text={texts.back}
        onClick={() => (unsaved.size > 0 ? setAskingToLeave(true) : back())}
      />
      <ConfirmDialog
        message={askingToLeave ? leaveQuestion(unsaved.values()) : null}
        confirmText={messages.unsaved.leaveConfirm}
        cancelText={messages.unsaved.stay}
        onConfirm={() => {
          setAskingToLeave(false);
          allowNextLeave();
          back();
        }}
        onCancel={() => setAskingToLeave(false)}
      />
      <Button
        icon="log-in"
        intent={Intent.PRIMARY}
        text={texts.surrogateLogin}
        disabled={requesting}
        onClick={() => {
          setSurrogateUsed(true);
          setSurrogateOpen(true);
        }}
      />
      {isEntry ? null : (
        <Button
          icon="key"
          text={texts.passwordReissue}
          onClick={() => window.open(mypagePasswordReissueUrl, '_blank', 'noopener')}
        />
      )}
      {props.children}
      {surrogateUsed ? (
        <Suspense fallback={null}>
          <SurrogateLoginDialog
            isOpen={surrogateOpen}
            customerId={customerId}
            userId={userId}
            onClose={() => setSurrogateOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
