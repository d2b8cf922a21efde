import type { CallResult } from '../engine/failure';
import type { FeatureMaster } from '../engine/permissions';
import { call, postForm } from './client';

/** The role info of `sideMenu/userInfo`. */
export interface RoleInfo {
  role_id: number;
  role_name: string;
  feature_masters: FeatureMaster[];
}

/** The header data of `getCustomerDetail` / `getCustomerDetailEntry` (000 §3 "Customer detail data"). */
export interface CustomerDetail {
  customer_id: number;
  tas_id: string;
  corporate_name: string;
  is_entry: boolean;
  customer_updated_timestamp: string;
  step_call_alert: string[];
  is_forced_cancel: boolean;
  is_credit_screening_requesting: boolean;
  /** 1 未与信, 2 与信中, 3 与信NG, 4 与信OK (000 §4). */
  credit_screening_approval_status: number;
  is_shipping_of_mail: boolean;
  /** True while a basic-info update application is pending (its tab shows in warning colour). */
  is_basic_info_update: boolean;
  feature_masters: FeatureMaster[];
}

/** `POST auth/login` with the spec's form body. */
export const login = (account: string, password: string): Promise<CallResult> =>
  postForm('auth/login', { account, password });

/** `POST auth/logout`. */
export const logout = (): Promise<CallResult> => call('POST', 'auth/logout');

/** `POST sideMenu/userInfo`. */
export const fetchUserInfo = (userId: number): Promise<CallResult> =>
  postForm('sideMenu/userInfo', { user_id: String(userId) });

/** `GET customers/getCustomerDetail` or `…Entry`. */
export const fetchCustomerDetail = (
  customerId: number,
  userId: number,
  isEntry: boolean,
): Promise<CallResult> =>
  call('GET', isEntry ? 'customers/getCustomerDetailEntry' : 'customers/getCustomerDetail', {
    customer_id: customerId,
    user_id: userId,
  });

/** `GET customers/chackAccessUser` (spelled as the spec spells it). */
export const checkAccessUser = (customerId: number, userId: number): Promise<CallResult> =>
  call('GET', 'customers/chackAccessUser', { customer_id: customerId, updated_user_id: userId });

/** `POST customers/surrogateLogin` (000 §3 "Surrogate login payload") with a JSON body. */
export const surrogateLogin = (payload: {
  account: string;
  password: string;
  customer_id: number;
  updated_user_id: number;
}): Promise<CallResult> =>
  call('POST', 'customers/surrogateLogin', undefined, { kind: 'json', value: payload });
