import { Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { TranslatableString } from '@rjsf/utils';
import type { AppIconButtonProps } from '../../engine/types';
import { IconButton } from './icon-button';

/** rjsf's `RemoveButton`: the remove button of array items, additional properties and files, labelled 削除. */
export default function RemoveButton({ icon: _icon, iconType: _iconType, ...props }: AppIconButtonProps) {
  const label = props.registry.translateString(TranslatableString.RemoveButton);
  return (
    <IconButton
      {...props}
      icon={<TrashIcon />}
      text={label}
      title={props.title ?? label}
      intent={Intent.DANGER}
      variant="minimal"
    />
  );
}
