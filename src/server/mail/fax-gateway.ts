import type { Db } from '../store/database';
import { recordFaxAttempt } from './store';

/** What a fax is sent for (the purpose is recorded with the attempt). */
export type FaxPurpose = 'billTestSend' | 'businessEndReportTestSend';

/** One fax to send. */
export interface FaxRequest {
  customerId: number;
  purpose: FaxPurpose;
  number: string;
  userId: number;
}

/** The answer of a gateway: whether the line took the fax, and when it was sent. */
export type FaxOutcome = { delivered: true; time: string } | { delivered: false };

/** Sends faxes. A real gateway (an internet fax service) implements this; the bundled one records. */
export interface FaxGateway {
  send(request: FaxRequest): Promise<FaxOutcome>;
}

/**
 * The bundled gateway: sends nothing and records every attempt in `fax_attempts`. A number whose last four
 * digits are 0000 stands for a line that does not answer (README), so that the failure can be shown.
 */
export function recordingFaxGateway(db: Db): FaxGateway {
  return {
    send: async (request) => {
      const delivered = !/0000$/.test(request.number.replace(/\D/g, ''));
      const time = await recordFaxAttempt(db, { ...request, delivered });
      return delivered ? { delivered: true, time } : { delivered: false };
    },
  };
}
