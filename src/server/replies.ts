import type { FieldErrors } from '../engine/validator';

/** A refused call: the HTTP status and the JSON body (whose `result_code` repeats the status). */
export interface Refusal {
  status: number;
  body: { result_code: number; message?: string; error_message?: string; errors?: Record<string, string[]> };
}

/** 401: no (or an expired) session. */
export const notSignedIn: Refusal = {
  status: 401,
  body: { result_code: 401, message: 'ログインしてください' },
};

/** 403: the role lacks the feature; `error_message` names it. */
export function forbidden(permission: string): Refusal {
  return { status: 403, body: { result_code: 403, message: '権限がありません', error_message: permission } };
}

/** 404: no customer with the id the request named. */
export function customerNotFound(customerId: unknown): Refusal {
  const id = typeof customerId === 'string' || typeof customerId === 'number' ? String(customerId) : '';
  return {
    status: 404,
    body: { result_code: 404, message: '顧客情報が見つかりません', error_message: `customer_id=${id}` },
  };
}

/** 409: the customer was saved by someone else since the screen loaded it. */
export const staleCustomer: Refusal = {
  status: 409,
  body: {
    result_code: 409,
    message: '他のユーザーが先にこの顧客を更新しました。画面を再読み込みしてから保存し直してください',
    error_message: '更新日時が一致しません',
  },
};

// JSON pointers (`/customer_clients/0/name`) become the dotted paths the API's `errors` map uses.
function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

/** 422: the save failed validation; `errors` maps each field path to its Japanese messages. */
export function invalid(errors: FieldErrors): Refusal {
  const byPath: Record<string, string[]> = {};
  for (const [pointer, messages] of Object.entries(errors))
    (byPath[fieldPath(pointer)] ??= []).push(...messages);
  return { status: 422, body: { result_code: 422, errors: byPath } };
}
