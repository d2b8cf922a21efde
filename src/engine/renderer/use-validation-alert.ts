import { useCallback, useState } from 'react';
import { alertLines } from '../alert-lines';
import type { FormData } from '../types';
import type { FieldErrors } from '../validator';

/** Milliseconds between a failed validation and its alert (spec 001 §2, 002 §9): the fields mark first. */
const alertDelay = 100;

/** The `入力にエラーがあります` alert's lines: `show` lists the first error of each failing field, a moment later. */
export function useValidationAlert() {
  const [lines, setLines] = useState<string[]>([]);
  const show = useCallback((errors: FieldErrors, data: FormData) => {
    setTimeout(() => setLines(alertLines(errors, data)), alertDelay);
  }, []);
  const close = useCallback(() => setLines([]), []);
  return { lines, show, close };
}
