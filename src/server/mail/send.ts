import type { Db } from '../store/database';
import { mailServices } from './services';
import { customerSender, recordMessage, type RecipientResult, type SendStatus } from './store';
import { defaultSender, renderMail, type TemplateId } from './templates';

/** The answer's `is_send_result` (002 §7). */
export interface SendResult {
  status: SendStatus;
  failedAddresses: string[];
}

/** One mail to send to a customer's addresses. */
export interface MailJob {
  customerId: number;
  userId: number;
  template: TemplateId;
  values: Record<string, string>;
  recipients: string[];
}

function statusOf(results: RecipientResult[]): SendStatus {
  const failed = results.filter((r) => !r.delivered).length;
  if (results.length === 0) return 'emptyAddress';
  if (failed === 0) return 'allSuccess';
  return failed === results.length ? 'allFailed' : 'partialFailed';
}

/**
 * Renders the template and sends it to each recipient in turn through the server's transport; the message
 * is kept in the outbox with every recipient's result. No recipient: `emptyAddress`, nothing sent.
 */
export async function sendMail(db: Db, job: MailJob): Promise<SendResult> {
  if (job.recipients.length === 0) return { status: 'emptyAddress', failedAddresses: [] };
  const { transport } = mailServices(db);
  const from = (await customerSender(db, job.customerId)) ?? defaultSender;
  const { subject, text } = renderMail(job.template, job.values);
  const recipients: RecipientResult[] = [];
  for (const to of job.recipients) {
    const delivery = await transport.deliver({ from, to, subject, text });
    recipients.push({
      address: to,
      delivered: delivery.delivered,
      reason: delivery.delivered ? '' : delivery.reason,
    });
  }
  const status = statusOf(recipients);
  await recordMessage(db, {
    customer_id: job.customerId,
    kind: job.template,
    transport: transport.kind,
    sender: from,
    subject,
    body: text,
    status,
    recipients,
    user_id: job.userId,
  });
  return { status, failedAddresses: recipients.filter((r) => !r.delivered).map((r) => r.address) };
}
