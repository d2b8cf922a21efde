import { fillTemplate } from '../../../rules/lib/rule-doc';
import mailTexts from '../../../schemas/mail/templates.json';

/** The mails of schemas/mail/templates.json. */
export type TemplateId = keyof typeof mailTexts.templates;

/** A rendered mail: its subject and plain-text body. */
export interface RenderedMail {
  subject: string;
  text: string;
}

/** The default sender (the customer's 送信元アドレス comes first where one is set). */
export const defaultSender = mailTexts.from;

/** The number of ホットライン 1 or 2, or undefined for any other id. */
export function hotlineNumber(id: number | null): string | undefined {
  return id === null ? undefined : (mailTexts.hotlines as Record<string, string>)[String(id)];
}

/** `2026-12-01` as a Japanese letter writes it: 2026年12月1日. */
export function japaneseDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : day;
}

/** Fills a template's subject and body (and the shared signature) with `values`. */
export function renderMail(id: TemplateId, values: Record<string, string>): RenderedMail {
  const template = mailTexts.templates[id];
  const filled = { signature: mailTexts.signature, ...values };
  return { subject: fillTemplate(template.subject, filled), text: fillTemplate(template.body, filled) };
}
