import { Classes } from '@blueprintjs/core';
import type { AppTitleFieldProps } from '../../engine/types';

/** The title of an object or array: the legend of its fieldset, with the required marker. */
export default function TitleFieldTemplate({ id, title, required, optionalDataControl }: AppTitleFieldProps) {
  return (
    <legend id={id} className={Classes.HEADING}>
      {title}
      {required && <span className={Classes.TEXT_MUTED}> *</span>}
      {optionalDataControl && <span style={{ float: 'right' }}>{optionalDataControl}</span>}
    </legend>
  );
}
