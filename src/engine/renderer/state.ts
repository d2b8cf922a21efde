import { atom } from 'jotai';

/** The open customer's `customer_updated_timestamp`: the page sets it on load, every save hands back the new one. */
export const customerTimestampAtom = atom('');
