import { ArrowDownIcon } from '@blueprintjs/icons';
import { TranslatableString } from '@rjsf/utils';
import type { AppIconButtonProps } from '../../engine/types';
import { IconButton } from './icon-button';

/** rjsf's `MoveDownButton`: the move-down button of array items (icon only). */
export default function MoveDownButton({ icon: _icon, iconType: _iconType, ...props }: AppIconButtonProps) {
  const label = props.registry.translateString(TranslatableString.MoveDownButton);
  return <IconButton {...props} icon={<ArrowDownIcon />} title={props.title ?? label} variant="minimal" />;
}
