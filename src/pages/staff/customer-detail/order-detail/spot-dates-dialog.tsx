import { useState, useSyncExternalStore } from 'react';
import { Button, Callout, Classes, Intent, Tag } from '@blueprintjs/core';
import { Classes as DateClasses } from '@blueprintjs/datetime';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { ja } from 'date-fns/locale';
import { DayPicker } from 'react-day-picker';
import { fillTemplate } from '../../../../../rules/lib/rule-doc';
import { AppDialog } from '../../../../engine/renderer/app-dialog';
import { dateOf, dayOf, showSpotDate, storeSpotDates, toggleSpotDate } from './spot-dates';
import { orderTexts as texts } from './texts';

/** Props of {@link SpotDatesDialog}: the row's dates, their limit, and what OK and キャンセル do. */
export interface SpotDatesDialogProps {
  /** The row's name, under the title (which row the dates are of). */
  rowName: string;
  dates: string[];
  max: number;
  onOk: (value: string) => void;
  onCancel: () => void;
}

// The month as Japanese screens write it (react-day-picker's Japanese caption reads 11月 2026).
const formatters = {
  formatCaption: (month: Date) => `${month.getFullYear()}年${month.getMonth() + 1}月`,
};

// 002 §2.2: one month, two side by side on large screens (ours: from 1200 px, Blueprint's wide dialogs).
const wideQuery = '(min-width: 1200px)';
const media = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(wideQuery) : null;
const subscribe = (onChange: () => void) => {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const useWideScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );

/**
 * The spot-course use dates modal of 受注内容 (002 §2.2, §9): a calendar on which several days are picked
 * (react-day-picker's multiple mode), at most `max` — the next one is refused with 利用日は{max}日まで選択できます;
 * OK hands the dates back sorted and comma-separated, キャンセル leaves the row as it was. Mounted only while open.
 * Blueprint's DatePicker picks one day only: react-day-picker, which it is built on, draws the calendar here
 * inside Blueprint's date picker classes, for its look.
 */
export default function SpotDatesDialog(props: SpotDatesDialogProps) {
  const [dates, setDates] = useState(props.dates);
  const [refused, setRefused] = useState(false);
  const wide = useWideScreen();
  const sorted = [...dates].sort();
  const click = (day: Date) => {
    const next = toggleSpotDate(dates, dateOf(day), props.max);
    setDates(next.dates);
    setRefused(next.refused);
  };
  return (
    <AppDialog
      isOpen
      onClose={props.onCancel}
      title={texts.spotDatesTitle}
      style={{ width: wide ? 620 : 340, maxWidth: '95vw' }}
    >
      <div className={Classes.DIALOG_BODY}>
        <p style={{ margin: '0 0 8px' }}>{props.rowName}</p>
        <div className={`${DateClasses.DATEPICKER} ${DateClasses.DATEPICKER3_HIGHLIGHT_CURRENT_DAY}`}>
          <div className={DateClasses.DATEPICKER_CONTENT}>
            <DayPicker
              mode="multiple"
              locale={ja}
              showOutsideDays
              numberOfMonths={wide ? 2 : 1}
              defaultMonth={sorted.length > 0 ? dayOf(sorted[0]) : undefined}
              selected={dates.map(dayOf)}
              onDayClick={click}
              formatters={formatters}
              labels={{ labelPrevious: () => '前の月', labelNext: () => '次の月' }}
            />
          </div>
        </div>
        {refused ? (
          <Callout intent={Intent.WARNING} compact role="alert" style={{ marginTop: 8 }}>
            {fillTemplate(texts.spotDatesLimit, { max: String(props.max) })}
          </Callout>
        ) : null}
        <p style={{ margin: '8px 0 4px' }}>
          {texts.spotDatesChosen.replace('{count}', String(dates.length))}
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, maxHeight: 96, overflowY: 'auto' }}>
          {sorted.map((date) => (
            <Tag key={date} minimal>
              {showSpotDate(date)}
            </Tag>
          ))}
        </div>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={texts.cancel} onClick={props.onCancel} />
          <Button intent={Intent.PRIMARY} text={texts.ok} onClick={() => props.onOk(storeSpotDates(dates))} />
        </div>
      </div>
    </AppDialog>
  );
}
