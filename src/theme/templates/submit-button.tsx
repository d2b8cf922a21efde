import { Button, Intent } from '@blueprintjs/core';
import { FloppyDiskIcon } from '@blueprintjs/icons';
import { getSubmitButtonOptions, getUiOptions } from '@rjsf/utils';
import type { AppSubmitButtonProps } from '../../engine/types';

const SAVE = '保存';

/** rjsf's `SubmitButton`: a primary Blueprint button reading 保存 unless `ui:submitButtonOptions.submitText` says otherwise. */
export default function SubmitButton({ uiSchema }: AppSubmitButtonProps) {
  const { norender, props: buttonProps = {} } = getSubmitButtonOptions(uiSchema);
  if (norender) {
    return null;
  }
  // rjsf's own default text is English ('Submit'), so only an explicitly configured text replaces 保存.
  const text = getUiOptions(uiSchema).submitButtonOptions?.submitText ?? SAVE;
  return (
    <div>
      <Button {...buttonProps} type="submit" intent={Intent.PRIMARY} icon={<FloppyDiskIcon />}>
        {text}
      </Button>
    </div>
  );
}
