import { useId } from 'react';
import { Button, Classes, Dialog, H2, Icon, type DialogProps } from '@blueprintjs/core';
import texts from '../../../schemas/messages.json';

/**
 * Blueprint's Dialog with a Japanese header: Blueprint labels its close button "Close" in English, so the
 * header (title, icon, close button 閉じる) is drawn here with Blueprint's classes, and names the dialog.
 * Every dialog of the product uses this.
 */
export function AppDialog({ title, icon, isCloseButtonShown, children, ...props }: DialogProps) {
  const titleId = useId();
  const hasHeader = title !== undefined && title !== null;
  return (
    <Dialog {...props} aria-labelledby={hasHeader ? titleId : props['aria-labelledby']}>
      {hasHeader ? (
        <div className={Classes.DIALOG_HEADER}>
          {icon ? <Icon icon={icon} aria-hidden tabIndex={-1} /> : null}
          <H2 id={titleId}>{title}</H2>
          {isCloseButtonShown === false ? null : (
            <Button
              aria-label={texts.close}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon="small-cross"
              variant="minimal"
              // No onClose: the dialog cannot be closed now (a call is running).
              disabled={!props.onClose}
              onClick={props.onClose}
            />
          )}
        </div>
      ) : null}
      {children}
    </Dialog>
  );
}
