import type { CSSProperties, ReactNode } from 'react';
import { Classes, Intent } from '@blueprintjs/core';

/** What {@link fieldFrame} draws around a widget. */
export interface FieldFrameParts {
  id: string;
  /** Shown only when given. */
  label?: string;
  /** The id of the label's text (table cells name their inputs by it). */
  labelId?: string;
  required?: boolean;
  intent: Intent;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  subLabel?: ReactNode;
  /** The widget, then its first error and help. */
  children: ReactNode;
}

/**
 * Blueprint's FormGroup markup written out — label, sub-label, content — shared by the rjsf theme's
 * FieldTemplate and the flat form of /login. A function, not a component: a section opens 150 fields at
 * once and every component per field is felt there (issue 6).
 */
export function fieldFrame(parts: FieldFrameParts) {
  const { id, label, labelId, required, intent, disabled, className, style, subLabel, children } = parts;
  return (
    <div
      className={[Classes.FORM_GROUP, Classes.intentClass(intent), disabled && Classes.DISABLED, className]
        .filter(Boolean)
        .join(' ')}
      style={style}
    >
      {label && (
        <label className={Classes.LABEL} htmlFor={id}>
          <span id={labelId}>{label}</span>
          {required && (
            <>
              {' '}
              <span className={Classes.TEXT_MUTED}>*</span>
            </>
          )}
        </label>
      )}
      {subLabel && <div className={Classes.FORM_GROUP_SUB_LABEL}>{subLabel}</div>}
      <div className={Classes.FORM_CONTENT}>{children}</div>
    </div>
  );
}
