import ui from '../../schemas/sections/duties-content/ui.json' with { type: 'json' };
import type { AppUiSchema, FormData } from '../../src/engine/types';
import { clearRuled } from '../../src/engine/ui-rules';
import { fromRequest, toRequest } from '../../src/sections/duties-content';

describe('業務内容 adapter', () => {
  it('splits HH:MM into the hour and minute selects and joins them back; null unless both are chosen', () => {
    const { data, extra } = fromRequest({
      business_hour_weekday_start_time: '9:05',
      business_hour_weekday_end_time: '18:30',
      business_hour_weekday_genre: 1,
      contract_course_saturday_start_time: '10:00',
      business_hour_and_regular_holiday: '0,7',
    });
    expect(data.business_hours).toMatchObject({
      weekday: {
        genre: 1,
        start_hour: '09',
        start_minute: '05',
        end_hour: '18',
        end_minute: '30',
        open_24h: false,
      },
    });
    const fields = toRequest(data, { extra }).fields;
    expect(fields).toMatchObject({
      business_hour_weekday_start_time: '09:05',
      business_hour_weekday_end_time: '18:30',
      business_hour_saturday_start_time: null,
      contract_course_saturday_start_time: '10:00',
      contract_course_saturday_end_time: null,
    });
    const half = { ...data, contract_course: { weekday: { start_hour: '09' } } } as FormData;
    expect(toRequest(half, { extra }).fields.contract_course_weekday_start_time).toBeNull();
  });

  it('sends the regular holidays comma-joined in the order of the screen, 8 when none or nothing is ticked', () => {
    const request = (holidays: FormData) =>
      toRequest({ regular_holidays: holidays }, { extra: {} }).fields.business_hour_and_regular_holiday;
    expect(request({ sunday: true, monday: true, national_holiday: true })).toBe('1,0,7');
    expect(request({})).toBe('8');
    expect(request({ none: true, monday: true })).toBe('8');
    expect(fromRequest({ business_hour_and_regular_holiday: '8' }).data.regular_holidays).toMatchObject({
      none: true,
      monday: false,
    });
  });

  it('carries the rich texts as HTML in the form and sends the edited HTML', () => {
    const html = '<p><strong>至急</strong>は&amp;担当へ</p>';
    const { data, extra } = fromRequest({ customer_a_message_body: html, old_timing_sheet_use_flag: true });
    expect(data.rich_texts).toEqual({
      for_answer_note: null,
      customer_schedule_body: null,
      customer_a_message_body: html,
    });
    const edited = { ...data, rich_texts: { customer_a_message_body: '<p>changed</p>' } } as FormData;
    expect(toRequest(edited, { extra }).fields).toMatchObject({
      customer_a_message_body: '<p>changed</p>',
      for_answer_note: null,
      old_timing_sheet_use_flag: true,
    });
  });

  it("'none' clears the other days through the ui:rule's clear (and only while ticked)", () => {
    const ticked = { regular_holidays: { monday: true, sunday: true, none: true } };
    expect(clearRuled(ui as AppUiSchema, ticked)).toEqual({ regular_holidays: { none: true } });
    const unticked = { regular_holidays: { monday: true, none: false } };
    expect(clearRuled(ui as AppUiSchema, unticked)).toBe(unticked);
  });

  it('a day type hidden by its holiday loses its business hours, so hours nobody sees cannot block a save', () => {
    const wrongHours = { genre: 1, start_hour: '18', start_minute: '00', end_hour: '09', end_minute: '00' };
    const weekdays = { monday: true, tuesday: true, wednesday: true, thursday: true, friday: true };
    const data = {
      regular_holidays: { ...weekdays, saturday: true },
      business_hours: { weekday: wrongHours, saturday: wrongHours, sunday: wrongHours },
    };
    expect(clearRuled(ui as AppUiSchema, data).business_hours).toEqual({ sunday: wrongHours });
    const someWeekdays = { ...data, regular_holidays: { monday: true } };
    expect(clearRuled(ui as AppUiSchema, someWeekdays)).toBe(someWeekdays);
  });
});
