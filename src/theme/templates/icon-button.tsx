import type { MouseEvent, ReactElement } from 'react';
import { Button, type ButtonProps } from '@blueprintjs/core';
import type { AppIconButtonProps } from '../../engine/types';

/** Props of {@link IconButton}: rjsf's button props with a Blueprint icon element and optional visible text. */
export type IconButtonProps = Omit<AppIconButtonProps, 'icon' | 'iconType'> & {
  icon: ReactElement;
  text?: string;
  intent?: ButtonProps['intent'];
  variant?: ButtonProps['variant'];
};

/** A Blueprint Button for rjsf's button templates; without `text` it shows the icon and names itself by `title`. */
export function IconButton({
  icon,
  text,
  intent,
  variant,
  id,
  className,
  style,
  disabled,
  title,
  onClick,
}: IconButtonProps) {
  // Blueprint types the handler for any element; this Button always renders a <button>.
  const handleClick =
    onClick && ((event: MouseEvent<HTMLElement>) => onClick(event as MouseEvent<HTMLButtonElement>));
  return (
    <Button
      type="button"
      id={id}
      className={className}
      style={style}
      disabled={disabled}
      icon={icon}
      text={text}
      intent={intent}
      variant={variant}
      title={title}
      aria-label={text ? undefined : title}
      onClick={handleClick}
    />
  );
}
