import type { CSSProperties } from 'react';
import { ButtonGroup } from '@blueprintjs/core';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import type { AppArrayFieldItemTemplateProps } from '../../engine/types';

const ROW: CSSProperties = { display: 'flex', gap: 8, alignItems: 'flex-start' };
const CONTENT: CSSProperties = { flex: 1, minWidth: 0 };

/** One array item: its field, then its move / copy / remove buttons on the right. */
export default function ArrayFieldItemTemplate(props: AppArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, displayLabel, hasDescription, hasToolbar, registry, uiSchema } =
    props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldItemButtonsTemplate = getTemplate('ArrayFieldItemButtonsTemplate', registry, uiOptions);
  // Line the buttons up with the input, below the item's label (and description) when it shows one.
  const toolbarTop = displayLabel ? (hasDescription ? 44 : 22) : 0;
  return (
    <div className={className} style={ROW}>
      <div style={CONTENT}>{children}</div>
      {hasToolbar && (
        <ButtonGroup style={{ marginTop: toolbarTop }}>
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </ButtonGroup>
      )}
    </div>
  );
}
