import section from '../../../../../schemas/sections/order-detail/section.json';

/** The order tables' and modals' texts (`section.json` → `sideCalls`). */
export const orderTexts = section.sideCalls;
