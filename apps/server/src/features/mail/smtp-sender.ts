import nodemailer from 'nodemailer';
import type { SendMail } from './outbox.ts';

/**
 * How long one delivery may wait on the mail server. The outbox has one worker per process, which sends a batch one
 * mail after another: with nodemailer's defaults (two minutes to connect, ten of silence) one unresponsive server
 * would hold every other mail, a resent one included, for minutes. A mail that times out is retried later like any
 * network failure. SMTP_URL may set other values (`?connectionTimeout=…`), which win.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends over SMTP (SMTP_URL). A mail with both parts goes as multipart/alternative: the reader's program shows the
 * HTML, or the plain text where HTML is off.
 */
export function smtpSender(smtpUrl: string): SendMail {
  const transport = nodemailer.createTransport({ ...TIMEOUTS, url: smtpUrl });
  return (m) => transport.sendMail({ ...m, html: m.html ?? undefined });
}
