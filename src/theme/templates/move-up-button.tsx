import { ArrowUpIcon } from '@blueprintjs/icons';
import { TranslatableString } from '@rjsf/utils';
import type { AppIconButtonProps } from '../../engine/types';
import { IconButton } from './icon-button';

/** rjsf's `MoveUpButton`: the move-up button of array items (icon only). */
export default function MoveUpButton({ icon: _icon, iconType: _iconType, ...props }: AppIconButtonProps) {
  const label = props.registry.translateString(TranslatableString.MoveUpButton);
  return <IconButton {...props} icon={<ArrowUpIcon />} title={props.title ?? label} variant="minimal" />;
}
