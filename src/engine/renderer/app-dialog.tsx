import { useEffect, useId, useRef, type RefObject } from 'react';
import { Button, Classes, H2, Icon, mergeRefs, Overlay2, type DialogProps } from '@blueprintjs/core';
import texts from '../../../schemas/messages.json';

/**
 * Blueprint's Dialog with a Japanese header: Blueprint labels its close button "Close" in English, so the
 * header (title, icon, close button 閉じる) is drawn here with Blueprint's classes, and names the dialog.
 * Every dialog of the product uses this.
 *
 * Built from Blueprint's Overlay2 and Dialog classes, not its Dialog: Dialog always asks Overlay2 for its
 * backdrop, and with it Overlay2 puts a class on `<body>` while open — which restyles every element of the
 * page, twice per dialog (≈ 30 ms each at 4× on a customer page with its sections open: every call's
 * blocking dialog paid it, B8). Here the overlay itself is the backdrop (`.tas-dialog-overlay`, app.css):
 * the same look and fade, an outside click closes as before (Overlay2's own check without a backdrop),
 * focus is kept inside as before; the page behind is not kept from scrolling with the wheel.
 *
 * The focus goes back to where it was as the dialog closes, not when its closing animation has ended as
 * Blueprint does: a click in the 300 ms between (into a field, right after a call's blocking dialog) had its
 * focus taken away again, and what was typed next went into the field focused before the call.
 */
export function AppDialog({
  title,
  icon,
  isCloseButtonShown,
  children,
  className,
  style,
  role = 'dialog',
  canOutsideClickClose = true,
  onClose,
  isOpen = false,
  containerRef,
  shouldReturnFocusOnClose = true,
  ...overlayProps
}: DialogProps) {
  const titleId = useId();
  const hasHeader = title !== undefined && title !== null;
  // Overlay2 animates its child through this ref (as Blueprint's Dialog does).
  const childRef = useRef<HTMLElement>(null) as RefObject<HTMLElement>;
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // After Overlay2's effects (a child's run first): on opening, before its animation frame moves the focus
  // into the dialog; on closing, once it stopped keeping the focus inside.
  useEffect(() => {
    const focused = document.activeElement;
    if (isOpen) {
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      return;
    }
    const returnTo = opener.current;
    opener.current = null;
    if (!shouldReturnFocusOnClose || !returnTo) return;
    const overlay = dialog.current?.closest('.tas-dialog-overlay');
    const returnFocus = () => {
      const now = document.activeElement;
      // Anywhere in the overlay: the dialog, or Overlay2's focus traps around it.
      const inDialog = !now || now === document.body || overlay?.contains(now);
      if (inDialog && returnTo.isConnected) returnTo.focus();
    };
    returnFocus();
    // Overlay2 moves the focus into the dialog an animation frame after it opened: a dialog closed within that
    // frame (a quick call's, before BlockingDialog kept the focus out) had the focus go into it as it closed
    // and, as it left, to the page's body — a keyboard user lost the place.
    const frame = requestAnimationFrame(returnFocus);
    return () => cancelAnimationFrame(frame);
  }, [isOpen, shouldReturnFocusOnClose]);
  return (
    <Overlay2
      {...overlayProps}
      isOpen={isOpen}
      canOutsideClickClose={canOutsideClickClose}
      onClose={onClose}
      hasBackdrop={false}
      shouldReturnFocusOnClose={false}
      className={`${Classes.OVERLAY_SCROLL_CONTAINER} tas-dialog-overlay`}
      childRef={childRef}
    >
      <div className={Classes.DIALOG_CONTAINER} ref={mergeRefs(containerRef, childRef)}>
        <div
          ref={dialog}
          role={role}
          aria-modal={overlayProps.enforceFocus ?? true}
          aria-labelledby={hasHeader ? titleId : overlayProps['aria-labelledby']}
          aria-describedby={overlayProps['aria-describedby']}
          className={className ? `${Classes.DIALOG} ${className}` : Classes.DIALOG}
          style={style}
        >
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
                  disabled={!onClose}
                  onClick={onClose}
                />
              )}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </Overlay2>
  );
}
