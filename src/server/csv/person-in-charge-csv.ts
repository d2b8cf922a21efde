import { sql } from 'kysely';
import { inIds, rowsInIdOrder } from '../store/customer-list';
import type { Db } from '../store/database';
import { csvTimestamp, type CsvColumn } from './csv-file';

/** One customer's person in charge (担当者) as 顧客別担当者.csv lists it. */
export interface PersonInChargeRecord {
  tas_id: string | null;
  customer_id: number;
  corporate_name: string;
  division_name: string;
  person_in_charge_position: string;
  person_in_charge_name: string;
  person_in_charge_name_kana: string;
  cell_phone_number: string;
  telephone_number: string;
  fax_number: string;
  mail_address: string;
  project_master_name: string | null;
  sales_staff: string | null;
  updated_timestamp: string;
}

/** The person-in-charge records of these customers, in the order of `ids`. */
export async function personInChargeRecords(db: Db, ids: number[]): Promise<PersonInChargeRecord[]> {
  return rowsInIdOrder(ids, async (chunk) => {
    const { rows } = await sql<PersonInChargeRecord>`
      SELECT c.tas_id, c.customer_id, c.corporate_name, c.division_name, c.person_in_charge_position,
        c.person_in_charge_name, c.person_in_charge_name_kana, c.cell_phone_number, c.telephone_number,
        c.fax_number, c.mail_address, pm.name AS project_master_name,
        COALESCE(bu.account_name || ' ' || bu.user_name, CAST(c.business_user_id AS TEXT)) AS sales_staff,
        c.updated_timestamp
      FROM customers c
      LEFT JOIN project_masters pm ON pm.id = c.project_master_id
      LEFT JOIN business_users bu ON bu.id = c.business_user_id
      WHERE ${inIds('c.customer_id', chunk)}`.execute(db);
    return rows;
  });
}

/** 顧客別担当者.csv: one line per customer with its person in charge and contact data. */
export const personInChargeColumns: CsvColumn<PersonInChargeRecord>[] = [
  { header: 'TAS ID', value: (r) => r.tas_id },
  { header: '申込番号', value: (r) => r.customer_id },
  { header: '会社名', value: (r) => r.corporate_name },
  { header: '部門名', value: (r) => r.division_name },
  { header: '担当者役職', value: (r) => r.person_in_charge_position },
  { header: '担当者名', value: (r) => r.person_in_charge_name },
  { header: '担当者名(カナ)', value: (r) => r.person_in_charge_name_kana },
  { header: '担当者携帯電話番号', value: (r) => r.cell_phone_number, text: true },
  { header: '電話番号', value: (r) => r.telephone_number, text: true },
  { header: 'FAX番号', value: (r) => r.fax_number, text: true },
  { header: 'メールアドレス', value: (r) => r.mail_address },
  { header: '担当プロジェクト', value: (r) => r.project_master_name },
  { header: '営業担当者', value: (r) => r.sales_staff },
  { header: '更新日時', value: (r) => csvTimestamp(r.updated_timestamp) },
];
