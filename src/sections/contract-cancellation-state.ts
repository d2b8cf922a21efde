import type { AnswerOption } from '../engine/adapters';

/**
 * The contract and cancellation state of a customer as the header's contract actions show it (002 §3.8,
 * with the names and the reason options): the server answers it, the browser reads it.
 */
export interface ContractCancellationState {
  is_entry: boolean;
  contract_status_selected: number | null;
  contract_status_name: string;
  service_status_selected: number | null;
  service_status_name: string;
  contract_cancellation_date: string | null;
  cancellation_reservation_date: string | null;
  contract_cancellation_reason_id: number | null;
  contract_cancellation_reason_name: string;
  cancellation_reason_options: AnswerOption[];
}
