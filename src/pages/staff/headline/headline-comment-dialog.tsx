import { Button, Classes, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { Headline } from '../../../api/menu';
import { AppDialog } from '../../../engine/renderer/app-dialog';

/** The comment of a headline, with a button to the screen it is about (000 §2.5). */
export function HeadlineCommentDialog(props: {
  headline: Headline | null;
  onClose: () => void;
  onGo: (url: string) => void;
}) {
  const { headline, onClose, onGo } = props;
  const url = headline?.url ?? null;
  return (
    <AppDialog
      isOpen={headline !== null}
      onClose={onClose}
      // The footer's 閉じる closes it: one close button.
      isCloseButtonShown={false}
      title="コメント"
      icon="comment"
      style={{ width: 560 }}
    >
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{headline?.title}</p>
        <p style={{ whiteSpace: 'pre-wrap' }}>{headline?.body || 'コメントはありません'}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="閉じる" onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              icon="arrow-right"
              text="該当画面へ"
              disabled={url === null}
              onClick={() => url !== null && onGo(url)}
            />
          </>
        }
      />
    </AppDialog>
  );
}
