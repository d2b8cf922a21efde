import { labelIdOf } from '../pointer';

/** How a radio or checkbox group names itself: by the FormGroup's label, or by `aria-label` when that is hidden. */
export function groupLabelling(id: string, label: string, hideLabel?: boolean) {
  return hideLabel || !label ? { 'aria-label': label || undefined } : { 'aria-labelledby': labelIdOf(id) };
}
