// The cycle's steps are the approval capability's (src/server/approval/cycle.ts); the customer page's
// shell (routes/customers.ts) applies due reservations through this name.
export { applyDueApprovals as applyDueReservations } from '../../approval-subjects';
