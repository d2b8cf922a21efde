import { Intent } from '@blueprintjs/core';
import type { ChangeMark, JsonValue } from '../engine/types';
import texts from '../../schemas/messages.json';

const MASK = '********';
const { changeMark } = texts;

// Booleans read as Japanese words; arrays as a Japanese list. The engine passes anything richer
// (enum labels, formatted dates) already formatted as a string.
function display(value: JsonValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? changeMark.yes : changeMark.no;
  if (Array.isArray(value)) return value.map(display).join(changeMark.separator);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The tooltip text of a changed field: `変更前:{previous}` (（未入力） when it was empty), masked for passwords. */
export function previousText(mark: ChangeMark): string {
  const previous = mark.masked ? MASK : display(mark.previous);
  return `${changeMark.prefix}${previous.trim() === '' ? changeMark.empty : previous}`;
}

/** The FormGroup intent a change mark gives its field. */
export function intentOfMark(mark: ChangeMark): Intent {
  const { kind } = mark;
  switch (kind) {
    case 'pending':
      return Intent.WARNING;
    case 'sentBack':
      return Intent.DANGER;
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}
