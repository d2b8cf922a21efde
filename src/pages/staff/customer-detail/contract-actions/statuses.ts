/** Contract statuses the header's contract actions depend on (fixtures/seed/masters.json). */
export const reservedStatus = 4;
/** 解約 and 契約中止: nothing left to reserve, cancel or stop. */
export const endedStatuses: readonly (number | null)[] = [5, 6];

/** Which contract action the header offers: an entry stops, a reservation is processed, others reserve. */
export type ContractAction = 'stop' | 'cancel' | 'reserve';

/** The header's contract action for a customer (000 §2.7): entry → 契約停止; 解約予約 → 解約; else 解約予約. */
export function contractActionOf(isEntry: boolean, status: number | null): ContractAction {
  if (isEntry) return 'stop';
  return status === reservedStatus ? 'cancel' : 'reserve';
}
