import { visibleRowNumber, type Row } from './rows';
import type { FormData } from './types';
import { valueAt } from './ui-rules';
import type { FieldErrors } from './validator';

/**
 * The lines of the alert `入力にエラーがあります`: the first message of each failing field (messages
 * start with the field's label); a field inside a row table says which row, counting visible rows only.
 */
export function alertLines(errors: FieldErrors, data: FormData): string[] {
  return Object.entries(errors).map(([pointer, messages]) => {
    const segments = pointer.split('/');
    const rowAt = segments.findIndex((segment, index) => index > 0 && /^\d+$/.test(segment));
    if (rowAt < 0) return messages[0];
    const rows = valueAt(data, segments.slice(0, rowAt).join('/'));
    const number = Array.isArray(rows) ? visibleRowNumber(rows as Row[], Number(segments[rowAt])) : 0;
    return `${number}行目：${messages[0]}`;
  });
}
