import type { CallResult } from '../engine/failure';
import { postForm } from './client';

/** What both invoice calls carry besides their own fields: the customer and the page's concurrency stamp. */
export interface InvoiceCallBase {
  customerId: number;
  customerUpdatedTimestamp: string;
}

/**
 * `POST customers/makeImmediatelyInvoiceData` (002 §7, form body): immediate invoice data of the pay-per-use
 * rows `ids` with the payment deadline `termOfPayment` (YYYY-MM-DD).
 */
export const makeImmediatelyInvoiceData = (
  base: InvoiceCallBase,
  ids: number[],
  termOfPayment: string,
): Promise<CallResult> =>
  postForm('customers/makeImmediatelyInvoiceData', {
    customer_id: String(base.customerId),
    customer_order_id_csv: ids.join(','),
    term_of_payment: termOfPayment,
    customer_updated_timestamp: base.customerUpdatedTimestamp,
  });

/** `POST customers/makeReturnInvoiceData` (002 §7, form body): the resume invoice data of the saved resume date. */
export const makeReturnInvoiceData = (base: InvoiceCallBase): Promise<CallResult> =>
  postForm('customers/makeReturnInvoiceData', {
    customer_id: String(base.customerId),
    customer_updated_timestamp: base.customerUpdatedTimestamp,
  });
