import fc from 'fast-check';
import {
  bodyRefusals,
  customerRefusals,
  stampRefusals,
  type CustomerOfCall,
  type StampReading,
} from './common-refusals';
import { weighted, weights, type Answer, type FuzzCall, type Weighted } from './corpus';
import { removing, setting } from './mutation';
import { noiseFor } from './noise';
import type { FuzzFile } from './types';

/** A hand-written call (src/server/routes/*.ts) as the corpus sends it. */
export interface HandCall {
  key: string;
  /** The URL when it is not `/api/v1/<path of the key>` (a path parameter filled in). */
  url?: string;
  /** A valid body, for the state the database is in (multipart: its text fields). */
  body: Record<string, unknown>;
  /** A multipart call's files (the call is JSON without). */
  files?: FuzzFile[];
  /** The customer the call is about; absent for calls about no customer. */
  customer?: CustomerOfCall;
  /** How the call reads the stamp; absent when it reads none. */
  stamp?: StampReading;
  /** Field → values the call must refuse there (read from the route's code). */
  invalid: Record<string, fc.Arbitrary<unknown>>;
  /** Fields whose absence the call refuses. */
  required?: string[];
  answer?: Answer;
  /** Refusals of the call's own (a path parameter, a file). */
  more?: Weighted[];
  /** The call reads no body (DELETE menu/:id): a broken body is noise there, not a refusal. */
  bodyIgnored?: boolean;
}

/** A hand-written call as a call of the corpus: its own refusals and the common ones. */
export function handCall(spec: HandCall): FuzzCall {
  const [, path] = spec.key.split(' ');
  const fields = Object.entries(spec.invalid).map(([name, values]) =>
    values.map((value) => setting('invalidValue', [name], value)),
  );
  const missing = (spec.required ?? []).map((name) => fc.constant(removing('missingField', [name])));
  const { customer, stamp } = spec;
  const refusals: Weighted[] = [
    ...weighted(weights.field, [...fields, ...missing]),
    ...(customer && stamp ? weighted(weights.stamp, stampRefusals(customer, stamp)) : []),
    ...(customer ? weighted(weights.customer, customerRefusals(customer, stamp !== undefined)) : []),
    ...(spec.bodyIgnored ? [] : weighted(weights.body, bodyRefusals())),
    ...(spec.more ?? []),
  ];
  return {
    key: spec.key,
    answer: spec.answer ?? 'refused',
    base: {
      url: spec.url ?? `/api/v1/${path}`,
      encoding: spec.files ? 'multipart' : 'json',
      body: spec.body,
      files: spec.files ?? [],
    },
    refusals,
    noise: noiseFor(spec.body),
  };
}
