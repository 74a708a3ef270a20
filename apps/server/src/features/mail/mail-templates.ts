import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../../lib/html.ts';

// The mails' Korean texts live in template files (templates/<name>.subject.txt, .txt and .html) so that a
// deployment can reword them without a new release: MAIL_TEMPLATE_DIR holds the files it overrides, by the same
// names, and every other file comes from the shipped folder. Mails never carry report content, reporter identity or
// receipt numbers: a mailbox is not encrypted storage, so the placeholders a template may use are only these.

/**
 * The templates and the placeholders (`{{name}}`) each may use. A report is named by its case number (사건번호):
 * `{{caseNumber}}`, or `{{reportId}}`, its older name (templates written before issue 31), which says the same.
 */
export const MAIL_TEMPLATES = {
  'report-received': ['company', 'caseNumber', 'reportId', 'link'],
  'reporter-comment': ['company', 'caseNumber', 'reportId', 'link', 'count'],
  'due-date': ['company', 'caseNumber', 'reportId', 'link', 'clock', 'dueDate', 'state'],
  'password-link': ['name', 'loginId', 'link', 'expiresAt'],
  'oversight-notice': ['company', 'caseNumber', 'reportId', 'link', 'change', 'actor'],
} as const;
export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailValues<N extends MailTemplateName> = Record<(typeof MAIL_TEMPLATES)[N][number], string>;

/** One mail in its two forms: the outbox sends both as multipart/alternative. */
export type RenderedMail = { subject: string; text: string; html: string };

/** The shipped templates: next to this module, in the sources and in the build (the build copies them). */
export const SHIPPED_TEMPLATE_DIR = fileURLToPath(new URL('./templates/', import.meta.url));

const PARTS = { subject: 'subject.txt', text: 'txt', html: 'html' } as const;
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export class MailTemplateError extends Error {}

// Files are read once per process: templates change with a deployment, which restarts the server.
const files = new Map<string, string>();

function readTemplateFile(overrideDir: string | undefined, file: string): string {
  const key = `${overrideDir ?? ''}\0${file}`;
  const cached = files.get(key);
  if (cached !== undefined) return cached;
  let content: string | undefined;
  if (overrideDir) {
    try {
      content = readFileSync(path.join(overrideDir, file), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  content ??= readFileSync(path.join(SHIPPED_TEMPLATE_DIR, file), 'utf8');
  files.set(key, content);
  return content;
}

function fill(template: string, file: string, allowed: readonly string[], value: (name: string) => string) {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    if (!allowed.includes(name))
      throw new MailTemplateError(
        `mail template ${file}: unknown placeholder {{${name}}} (allowed: ${allowed.join(', ')})`,
      );
    return value(name);
  });
}

/** Renders a mail from its templates; values are escaped in the HTML part. */
export function renderMail<N extends MailTemplateName>(
  overrideDir: string | undefined,
  name: N,
  values: MailValues<N>,
): RenderedMail {
  const allowed: readonly string[] = MAIL_TEMPLATES[name];
  const get = (key: string) => (values as Record<string, string>)[key] ?? '';
  const part = (kind: keyof typeof PARTS, encode: (s: string) => string) => {
    const file = `${name}.${PARTS[kind]}`;
    return fill(readTemplateFile(overrideDir, file), file, allowed, (key) => encode(get(key)));
  };
  const plain = (s: string) => s;
  // A subject is one header line: only its first line counts, so a template cannot add headers.
  const subject = part('subject', plain).split(/\r?\n/)[0]?.trim() ?? '';
  return { subject, text: part('text', plain), html: part('html', escapeHtml) };
}

/**
 * Renders every template once with sample values, so that a missing file or an unknown placeholder in
 * MAIL_TEMPLATE_DIR stops the server at start with one line instead of failing a mail later.
 */
export function checkMailTemplates(overrideDir: string | undefined): void {
  for (const [name, keys] of Object.entries(MAIL_TEMPLATES)) {
    const sample = Object.fromEntries(keys.map((k) => [k, k]));
    try {
      renderMail(overrideDir, name as MailTemplateName, sample as never);
    } catch (err) {
      if (err instanceof MailTemplateError) throw err;
      throw new MailTemplateError(`mail template ${name}: ${(err as Error).message}`);
    }
  }
}
