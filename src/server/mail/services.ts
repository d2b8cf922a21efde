import type { Db } from '../store/database';
import { recordingFaxGateway, type FaxGateway } from './fax-gateway';
import { outboxTransport, smtpTransport, type MailTransport } from './transport';

/** How a server sends mail and faxes. */
export interface MailServices {
  transport: MailTransport;
  fax: FaxGateway;
}

const byDatabase = new WeakMap<Db, MailServices>();

/**
 * Chooses the server's transport once, when the mail routes are registered: SMTP with `smtpUrl`
 * (`SMTP_URL`), else the database outbox; the fax gateway is the bundled recording one.
 */
export function configureMail(db: Db, smtpUrl: string | undefined): MailServices {
  byDatabase.get(db)?.transport.close();
  const services = {
    transport: smtpUrl ? smtpTransport(smtpUrl) : outboxTransport(),
    fax: recordingFaxGateway(db),
  };
  byDatabase.set(db, services);
  return services;
}

/** The services of this database's server (the defaults when none were configured). */
export function mailServices(db: Db): MailServices {
  return byDatabase.get(db) ?? configureMail(db, undefined);
}
