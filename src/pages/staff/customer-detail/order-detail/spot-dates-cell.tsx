import { lazy, Suspense, useContext, useState } from 'react';
import { Button } from '@blueprintjs/core';
import type { AppWidgetProps } from '../../../../engine/types';
import { rowPositionOf } from '../email-setting/row-position';
import { OrderRowsContext } from './order-rows-context';
import { parseSpotDates, showSpotDate } from './spot-dates';
import { orderTexts as texts } from './texts';

// The calendar brings react-day-picker and date-fns: it loads when a modal is first opened.
const SpotDatesDialog = lazy(() => import('./spot-dates-dialog'));

// The limit of the dates is the schema's (`dateList.maxItems`, 002 §9: 100), never restated here.
const maxOf = (schema: AppWidgetProps['schema']): number =>
  Number((schema as { dateList?: { maxItems?: number } }).dateList?.maxItems ?? Number.POSITIVE_INFINITY);

/**
 * 利用日 of a pay-per-use row (`spot_course_use_date`, 002 §2.2, §3.1): the dates as `YYYY/MM/DD`; on a
 * spot-course row (is_spot_course) a button opens the dates modal, whose OK writes them back comma-separated
 * (合計 follows). Other rows have no dates to choose.
 */
export function SpotDatesCell(props: AppWidgetProps) {
  const rows = useContext(OrderRowsContext);
  const row = rows[rowPositionOf(props.id, 'spot_course_use_date')] ?? {};
  const [open, setOpen] = useState(false);
  const dates = parseSpotDates(props.value);
  const shown = dates.map(showSpotDate).join(', ');
  const name = String(row.course_option_name ?? '');
  if (row.is_spot_course !== true) return <span id={props.id}>{shown}</span>;
  return (
    <>
      <Button
        id={props.id}
        icon="calendar"
        size="small"
        variant="outlined"
        alignText="left"
        text={<span style={{ whiteSpace: 'normal', fontSize: 12 }}>{shown || texts.spotDatesNone}</span>}
        aria-label={`${name}の${texts.spotDates}を選択`}
        title={texts.spotDatesTitle}
        disabled={props.disabled || props.readonly}
        onClick={() => setOpen(true)}
        style={{ minWidth: 120 }}
      />
      {open ? (
        <Suspense fallback={null}>
          <SpotDatesDialog
            rowName={name}
            dates={dates}
            max={maxOf(props.schema)}
            onCancel={() => setOpen(false)}
            onOk={(value) => {
              setOpen(false);
              props.onChange(value);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
