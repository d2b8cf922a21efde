import { DuplicateIcon } from '@blueprintjs/icons';
import { TranslatableString } from '@rjsf/utils';
import type { AppIconButtonProps } from '../../engine/types';
import { IconButton } from './icon-button';

/** rjsf's `CopyButton`: the copy button of array items (icon only). */
export default function CopyButton({ icon: _icon, iconType: _iconType, ...props }: AppIconButtonProps) {
  const label = props.registry.translateString(TranslatableString.CopyButton);
  return <IconButton {...props} icon={<DuplicateIcon />} title={props.title ?? label} variant="minimal" />;
}
