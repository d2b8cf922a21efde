import type { Db } from '../database';
import type { SectionChange, SectionStore } from './section-store';
import { prepared } from '../statements';

type OvertimeRow = {
  option_overtime_announce_type: number | null;
  option_overtime_announce_content: string;
  ttnm_vdn_v7: string;
};

/** 時間外アナウンスオリジナルメッセージ: three columns of the customer; only the message is editable. */
export const overtimeAnnounceStore: SectionStore = {
  load(db: Db, customerId: number) {
    const row = prepared(
      db,
      `SELECT option_overtime_announce_type, option_overtime_announce_content, ttnm_vdn_v7
         FROM customers WHERE customer_id = ?`,
    ).get(customerId) as OvertimeRow | undefined;
    return (
      row ?? { option_overtime_announce_type: null, option_overtime_announce_content: '', ttnm_vdn_v7: '' }
    );
  },
  save(db: Db, { customerId, data }: SectionChange) {
    const content = data.option_overtime_announce_content;
    // An absent field means "unchanged": the save carries only what the section lets the user edit.
    if (typeof content !== 'string') return;
    prepared(db, 'UPDATE customers SET option_overtime_announce_content = ? WHERE customer_id = ?').run(
      content,
      customerId,
    );
  },
};
