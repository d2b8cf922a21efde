import { lazy, Suspense } from 'react';
import { InputGroup } from '@blueprintjs/core';
import type { AppWidgetProps } from '../../engine/types';

// The era date picker brings Blueprint's datetime package, react-day-picker and date-fns (≈ 50 KB gzip), and
// only a few forms have one: it loads with the first form that shows it. Until then a disabled box holds its
// place, with the same id so that the label stays attached, marked busy as a form still filling in is (the
// picker that replaces it is a combobox, not a text box).
const EraDateWidget = lazy(() => import('./era-date-widget'));

/** `"ui:widget": "eraDate"` (see era-date-widget.tsx), loaded on first use. */
export default function LazyEraDateWidget(props: AppWidgetProps) {
  return (
    <Suspense
      fallback={
        <InputGroup id={props.id} disabled fill value={String(props.value ?? '')} readOnly aria-busy="true" />
      }
    >
      <EraDateWidget {...props} />
    </Suspense>
  );
}
