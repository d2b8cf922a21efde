import { Callout, Intent } from '@blueprintjs/core';
import { TranslatableString } from '@rjsf/utils';
import type { AppErrorListProps } from '../../engine/types';

/** The form's error list: a danger Callout titled by rjsf's `ErrorsLabel`, one line per error. */
export default function ErrorListTemplate({ errors, registry }: AppErrorListProps) {
  return (
    <Callout intent={Intent.DANGER} title={registry.translateString(TranslatableString.ErrorsLabel)}>
      <ul>
        {errors.map((error, index) => (
          <li key={index}>{error.stack}</li>
        ))}
      </ul>
    </Callout>
  );
}
