import type { CallResult } from '../engine/failure';
import { call } from './client';

export type { ContractCancellationState } from '../sections/contract-cancellation-state';

/** What every change carries besides its own fields: the customer, the user and the concurrency stamp. */
export type ContractCallBase = {
  customer_id: number;
  updated_user_id: number;
  customer_updated_timestamp: string;
};

/** `GET customers/getContractCancellation` (the bundled server's load call for the header). */
export const fetchContractCancellation = (customerId: number, userId: number): Promise<CallResult> =>
  call('GET', 'customers/getContractCancellation', { customer_id: customerId, user_id: userId });

/** `POST customers/reserveContractCancellation` (002 §7): reserve, change or (`is_revert_reservation`) revert. */
export const reserveContractCancellation = (
  payload: ContractCallBase &
    (
      | { contract_cancellation_date: string; contract_cancellation_reason_id: number }
      | { is_revert_reservation: true }
    ),
): Promise<CallResult> =>
  call('POST', 'customers/reserveContractCancellation', undefined, { kind: 'json', value: payload });

/** `POST customers/contractCancellation` (002 §7): processes the reserved cancellation. */
export const contractCancellation = (payload: ContractCallBase): Promise<CallResult> =>
  call('POST', 'customers/contractCancellation', undefined, { kind: 'json', value: payload });

/** `POST customers/contractStop` (002 §7) with the confirmation checkbox of its modal. */
export const contractStop = (payload: ContractCallBase & { is_confirmed: boolean }): Promise<CallResult> =>
  call('POST', 'customers/contractStop', undefined, { kind: 'json', value: payload });
