import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { labels } from './card';

/** Props of {@link LinkMenu}. */
export interface LinkMenuProps {
  /** Names the menu button for assistive technology (the field's label). */
  fieldTitle: string;
  /** The whole menu is off: no permission, a request running, or the section locked. */
  disabled: boolean;
  /** An inquiry is linked: unlinking and going to it make sense. */
  linked: boolean;
  onLink: () => void;
  onUnlink: () => void;
  onGoTo: () => void;
}

/** The action menu of 反響顧客番号 (000 §2.8 item 4): link, unlink, go to the linked inquiry. */
export function LinkMenu({ fieldTitle, disabled, linked, onLink, onUnlink, onGoTo }: LinkMenuProps) {
  const menu = (
    <Menu aria-label={`${fieldTitle}の${labels.menu}`}>
      <MenuItem icon="link" text={labels.menuLink} onClick={onLink} />
      <MenuItem icon="disable" text={labels.menuUnlink} disabled={!linked} onClick={onUnlink} />
      <MenuItem icon="share" text={labels.menuGoTo} disabled={!linked} onClick={onGoTo} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-start" disabled={disabled}>
      <Button
        text={labels.menu}
        endIcon="caret-down"
        disabled={disabled}
        aria-label={`${fieldTitle}の${labels.menu}`}
      />
    </PopoverNext>
  );
}
