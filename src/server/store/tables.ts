import type { Kysely } from 'kysely';
import type { BasicInfoTables } from './tables/basic-info';
import type { CoreTables } from './tables/core';
import type { InvoiceDataTables } from './tables/invoice-data';
import type { LogTables } from './tables/logs';
import type { OrderTables } from './tables/orders';
import type { OtherTables } from './tables/others';
import type { SectionTables } from './tables/sections';
import type { TransmitNumberTables } from './tables/transmit-numbers';

/** Every table the migrations create, as Kysely types its queries (one file per group, as the migration). */
export interface Tables
  extends
    CoreTables,
    BasicInfoTables,
    SectionTables,
    LogTables,
    OtherTables,
    TransmitNumberTables,
    OrderTables,
    InvoiceDataTables {}

/** Rows of a table named at run time (a section's declared storage): columns as its declaration says. */
export type RuntimeTables = Record<string, Record<string, unknown>>;

/** The connection for tables named at run time, which no interface can list. */
export function runtimeTables(db: Kysely<Tables>): Kysely<RuntimeTables> {
  return db as unknown as Kysely<RuntimeTables>;
}
