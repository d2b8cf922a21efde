import { PlusIcon } from '@blueprintjs/icons';
import { TranslatableString } from '@rjsf/utils';
import type { AppIconButtonProps } from '../../engine/types';
import { IconButton } from './icon-button';

/** rjsf's `AddButton`: the add button of arrays and additional properties, labelled 追加. */
export default function AddButton({ icon: _icon, iconType: _iconType, ...props }: AppIconButtonProps) {
  const label = props.registry.translateString(TranslatableString.AddButton);
  return (
    <IconButton {...props} icon={<PlusIcon />} text={label} title={props.title ?? label} variant="outlined" />
  );
}
