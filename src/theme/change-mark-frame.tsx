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

/** Wraps a field's widget in the `変更前:…` tooltip (and, for sent-back updates, a red outline). */
export function ChangeMarkFrame({ mark, children }: ChangeMarkFrameProps) {
  if (!mark) return <>{children}</>;
  return (
    <Tooltip content={previousText(mark)} placement="top" fill>
      {/* tabIndex -1: the input inside is the tab stop; focusing it still opens the tooltip */}
      <div
        data-change-mark={mark.kind}
        tabIndex={-1}
        style={mark.kind === 'sentBack' ? SENT_BACK : undefined}
      >
        {children}
      </div>
    </Tooltip>
  );
}
