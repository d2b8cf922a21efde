import { Classes } from '@blueprintjs/core';
import { errorId } from '@rjsf/utils';
import type { AppFieldErrorProps } from '../../engine/types';

/** A field's errors: only the first one, as helper text the surrounding FormGroup colours red. */
export default function FieldErrorTemplate({ errors = [], fieldPathId }: AppFieldErrorProps) {
  const first = errors.find((error) => !!error);
  if (!first) {
    return null;
  }
  // Plain text, not role="alert": the message is read with the field (aria-describedby), not announced.
  return (
    <div id={errorId(fieldPathId)} className={Classes.FORM_HELPER_TEXT}>
      {first}
    </div>
  );
}
