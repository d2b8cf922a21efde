import type { FieldErrors } from '../../../engine/validator';

/** The textarea's numbers: one a line, each line's ends trimmed, blank lines left out. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[\s\u3000]+|[\s\u3000]+$/g, ''))
    .filter((line) => line !== '');
}

/**
 * Each number that is already in the batch above it (compared by its digits, as the server compares
 * numbers it writes with its numbering plan's hyphens), with the page's message naming it.
 */
export function repeatedErrors(numbers: string[], template: string): FieldErrors {
  const digits = numbers.map((number) => number.replace(/-/g, ''));
  const errors: FieldErrors = {};
  digits.forEach((value, index) => {
    if (digits.indexOf(value) < index)
      errors[`/telephone_numbers/${index}`] = [template.replace('{number}', numbers[index])];
  });
  return errors;
}

/** A 422 answer's `errors` (`telephone_numbers.1` → messages) as the form's field errors (JSON pointers). */
export function answerErrors(errors: unknown): FieldErrors {
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([path, messages]) => [
      `/${path.split('.').join('/')}`,
      Array.isArray(messages) ? messages.map(String) : [String(messages)],
    ]),
  );
}
