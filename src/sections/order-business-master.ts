/**
 * The business master of 受注内容 (spec 002 §3.1) as the select-business modal and the server share it:
 * the time ids of its start and end times and the shape of one master row.
 */

/** One business master row as customers/searchBusinessMaster answers it. */
export interface BusinessMaster {
  business_master_id: number;
  business_code: string;
  course_option_name: string;
  /** 1 basic (billed regularly), 2 pay-per-use (002 §9 business genre). */
  business_genre: number;
  unit_price: string;
  base_call_count: string;
  call_over_unit_price: string;
  print_business_type: string;
  is_spot_course: boolean;
  weekday_start_time_id: number | null;
  weekday_end_time_id: number | null;
  saturday_start_time_id: number | null;
  saturday_end_time_id: number | null;
  holiday_start_time_id: number | null;
  holiday_end_time_id: number | null;
  remark: string;
}

/** The search of the select-business modal (every field optional). */
export interface BusinessMasterSearch {
  business_genre?: number;
  business_code?: string;
  course_option_name?: string;
  start_time_id?: number;
  end_time_id?: number;
  base_call_count?: string;
}

/** A time id as its `HH:MM` text: ids count half hours from 1 = 00:00 to 49 = 24:00. */
export function timeText(id: number): string {
  const minutes = (id - 1) * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The start and end time options (002 §3.1 'start and end times'): every half hour of the day, 00:00–24:00. */
export function timeOptions(): { value: number; text: string }[] {
  return Array.from({ length: 49 }, (_, index) => ({ value: index + 1, text: timeText(index + 1) }));
}

/** The values a chosen master copies into a new order row (002 §4 'choosing a business copies the master values'). */
export function copiedValues(master: BusinessMaster): Record<string, string | number | boolean | null> {
  return {
    business_master_id: master.business_master_id,
    business_code: master.business_code,
    course_option_name: master.course_option_name,
    print_business_type: master.print_business_type,
    unit_price: master.unit_price,
    base_call_count: master.base_call_count,
    call_over_unit_price: master.call_over_unit_price,
    ...(master.business_genre === 2 ? { is_spot_course: master.is_spot_course } : {}),
  };
}
