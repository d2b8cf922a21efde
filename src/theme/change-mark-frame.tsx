import type { CSSProperties, ReactNode } from 'react';
import { Colors, Tooltip } from '@blueprintjs/core';
import type { ChangeMark } from '../engine/types';
import { previousText } from './change-mark';

/** Props of {@link ChangeMarkFrame}. */
export interface ChangeMarkFrameProps {
  /** The field's mark from `formContext.changes`, if any. */
  mark?: ChangeMark;
  children: ReactNode;
}

// Blueprint has no outline class for arbitrary widgets (only InputGroup takes an intent), so the
// sent-back border is drawn around whatever the widget renders.
const SENT_BACK: CSSProperties = {
  outlineWidth: 2,
  outlineStyle: 'solid',
  outlineColor: Colors.RED3,
  outlineOffset: 2,
  borderRadius: 2,
};

// A pending value sits in a read-only (often disabled, greyed) field: a dashed orange outline tells it from
// the unchanged fields around it before anyone hovers.
const PENDING: CSSProperties = { ...SENT_BACK, outlineStyle: 'dashed', outlineColor: Colors.ORANGE3 };

/** Wraps a field's widget in the `変更前:…` tooltip and an outline: red for sent back, dashed orange for pending. */
export function ChangeMarkFrame({ mark, children }: ChangeMarkFrameProps) {
  if (!mark) return <>{children}</>;
  return (
    <Tooltip content={previousText(mark)} placement="top" fill>
      {/* tabIndex -1: the input inside is the tab stop; focusing it still opens the tooltip */}
      <div data-change-mark={mark.kind} tabIndex={-1} style={mark.kind === 'sentBack' ? SENT_BACK : PENDING}>
        {children}
      </div>
    </Tooltip>
  );
}
