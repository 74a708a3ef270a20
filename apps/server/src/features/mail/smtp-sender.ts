import nodemailer from 'nodemailer';
import type { SendMail } from './outbox.ts';

/**
 * Sends over SMTP (SMTP_URL). A mail with both parts goes as multipart/alternative: the reader's program shows the
 * HTML, or the plain text where HTML is off.
 */
export function smtpSender(smtpUrl: string): SendMail {
  const transport = nodemailer.createTransport(smtpUrl);
  return (m) => transport.sendMail({ ...m, html: m.html ?? undefined });
}
