import { CrossIcon } from '@blueprintjs/icons';
import { TranslatableString } from '@rjsf/utils';
import type { AppIconButtonProps } from '../../engine/types';
import { IconButton } from './icon-button';

/** rjsf's `ClearButton`: the clear button inside text inputs (icon only). */
export default function ClearButton({ icon: _icon, iconType: _iconType, ...props }: AppIconButtonProps) {
  const label = props.registry.translateString(TranslatableString.ClearButton);
  return <IconButton {...props} icon={<CrossIcon />} title={props.title ?? label} variant="minimal" />;
}
