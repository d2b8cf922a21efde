import { createTransport } from 'nodemailer';

/** One message to one recipient. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** What became of one message: delivered (accepted by the server), or refused with the server's reason. */
export type Delivery = { delivered: true } | { delivered: false; reason: string };

/** Carries messages: SMTP when `SMTP_URL` is set, else the database outbox. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<Delivery>;
  close(): void;
}

/**
 * The bundled outbox's one refusal rule: an address under `refused.example` (RFC 2606 keeps `.example` for
 * examples, so no real address matches) stands for a recipient the mail server refuses — the way a fax number
 * ending 0000 stands for a line that does not answer. Everything else counts as delivered.
 */
export const refusedDomain = 'refused.example';

/** The embedded default: delivers nothing itself; the outbox record of each message is the delivery. */
export function outboxTransport(): MailTransport {
  return {
    kind: 'outbox',
    deliver: (mail) =>
      Promise.resolve(
        mail.to.toLowerCase().endsWith(`@${refusedDomain}`)
          ? { delivered: false, reason: `550 5.1.1 <${mail.to}>: Recipient address rejected` }
          : { delivered: true },
      ),
    close: () => undefined,
  };
}

function reasonOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { response, message } = error as { response?: unknown; message?: unknown };
    if (typeof response === 'string' && response !== '') return response;
    if (typeof message === 'string') return message;
  }
  return String(error);
}

/**
 * SMTP through nodemailer (`smtp://user:pass@host:587`, `smtps://…`). Each recipient gets a message of their
 * own, so that a refused RCPT TO fails that recipient alone and the others never see each other's address.
 * Texts go out as UTF-8 (nodemailer's default: RFC 2047 encoded subject, quoted-printable or base64 body).
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    deliver: async (mail) => {
      try {
        const info = await transporter.sendMail(mail);
        if (info.rejected.length > 0) return { delivered: false, reason: String(info.response ?? '') };
        return { delivered: true };
      } catch (error) {
        return { delivered: false, reason: reasonOf(error) };
      }
    },
    close: () => transporter.close(),
  };
}
