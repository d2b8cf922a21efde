import type { SectionContext } from '../types';

/** The form context of forms outside a customer (login, search cards): nothing locked, no customer. */
export const plainContext: SectionContext = {
  customerId: 0,
  isEntry: false,
  userId: 0,
  requesting: false,
  customerUpdatedTimestamp: '',
  authorised: true,
};
