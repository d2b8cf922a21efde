import fc from 'fast-check';
import { bodyOf } from './encode';
import { draftOf, type Mutation } from './mutation';
import type { BaseRequest, FuzzRequest } from './types';

/**
 * How a call answers a refused payload: an HTTP 4xx; or (the surrogate login) a 4xx or a 200 whose
 * `result_code` is not 2000 (its wrong-credentials and lock-out answers, by design); or, for a read sent as
 * POST, any 2xx or 4xx.
 */
export type Answer = 'refused' | 'refusedInBody' | 'read';

/** A mutation and how often the corpus picks it among the call's refusals. */
export interface Weighted {
  weight: number;
  arbitrary: fc.Arbitrary<Mutation>;
}

/** One write call of the corpus: its valid request and the mutations that each make it one to refuse. */
export interface FuzzCall {
  /** As `app.apiRoutes` names it without the prefix: `POST customers/updateBilling`. */
  key: string;
  answer: Answer;
  base: BaseRequest;
  refusals: Weighted[];
  noise: fc.Arbitrary<Mutation>[];
}

/** Field-level refusals weigh most, so that most payloads reach validation rather than the stamp check. */
export const weights = { field: 8, stamp: 2, customer: 1, body: 1, monstrous: 1 } as const;

/** Refusals of one kind, weighted alike. */
export const weighted = (weight: number, arbitraries: fc.Arbitrary<Mutation>[]): Weighted[] =>
  arbitraries.map((arbitrary) => ({ weight, arbitrary }));

/** A payload's plan: up to two pieces of noise, then one or two refusals. fast-check prints plans by name. */
export interface Plan {
  noise: Mutation[];
  refusals: Mutation[];
}

/** The plans of a call's payloads. */
export function plansOf(call: FuzzCall): fc.Arbitrary<Plan> {
  const noise: fc.Arbitrary<Mutation[]> =
    call.noise.length > 0 ? fc.array(fc.oneof(...call.noise), { maxLength: 2 }) : fc.constant([]);
  return fc.record({ noise, refusals: fc.array(fc.oneof(...call.refusals), { minLength: 1, maxLength: 2 }) });
}

/** The payload of a plan: the noise first, then the refusals, so that noise cannot undo a refusal. */
export function requestOf(call: FuzzCall, plan: Plan): FuzzRequest {
  const mutations = [...plan.noise, ...plan.refusals];
  const draft = mutations.reduce((out, mutation) => mutation.apply(out), draftOf(call.base));
  return {
    method: call.key.startsWith('DELETE ') ? 'DELETE' : 'POST',
    url: draft.url,
    body: bodyOf(draft),
    mutations: [...plan.noise.map((m) => `~${m.name}`), ...plan.refusals.map((m) => m.name)],
  };
}
