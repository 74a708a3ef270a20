import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { checkMailTemplates, MAIL_TEMPLATES, MailTemplateError, renderMail } from './mail-templates.ts';

const values = {
  company: '알림<전자> & "자회사"',
  caseNumber: '2026-A7K3',
  reportId: '2026-A7K3',
  link: 'https://audit.example/x?a=1&b=2',
};

/** A MAIL_TEMPLATE_DIR holding `files`. */
function templateDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-mail-templates-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('mail templates', () => {
  it('ships a subject, a text and an HTML template for every mail, each using known placeholders', () => {
    expect(Object.keys(MAIL_TEMPLATES).sort()).toEqual([
      'due-date',
      'oversight-notice',
      'password-link',
      'report-received',
      'reporter-comment',
    ]);
    expect(() => checkMailTemplates(undefined)).not.toThrow();
  });

  it('escapes the values inserted into HTML, not those of the plain text', () => {
    const mail = renderMail(undefined, 'report-received', values);
    expect(mail.subject).toBe('[사이버감사실] 새 제보가 접수되었습니다 (사건번호 2026-A7K3)');
    expect(mail.text).toContain('사건번호: 2026-A7K3');
    expect(mail.text).toContain('제보대상 회사: 알림<전자> & "자회사"');
    expect(mail.html).toContain('제보대상 회사: 알림&lt;전자&gt; &amp; &quot;자회사&quot;');
    expect(mail.html).toContain('<a href="https://audit.example/x?a=1&amp;b=2">');
    expect(mail.html).not.toContain('<전자>');
  });

  it('names a report by its case number in every shipped notice, never by another number', () => {
    for (const [name, keys] of Object.entries(MAIL_TEMPLATES)) {
      if (!keys.includes('caseNumber' as never)) continue;
      const sample = Object.fromEntries(keys.map((k) => [k, k === 'caseNumber' ? '2026-A7K3' : `<${k}>`]));
      const mail = renderMail(undefined, name as 'report-received', sample as typeof values);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part, name).toContain('사건번호');
        expect(part, name).toContain('2026-A7K3');
        expect(part, name).not.toContain('<reportId>');
        expect(part, name).not.toContain('&lt;reportId&gt;');
      }
    }
  });

  it('takes the files MAIL_TEMPLATE_DIR has, by name, and the shipped ones for the rest', () => {
    const dir = templateDir({
      'report-received.subject.txt': '[감사팀] 제보 {{ reportId }} 도착\nBcc: someone@example.com',
      'report-received.html': '<p>{{company}} 회사 제보가 왔습니다.</p>',
    });
    const mail = renderMail(dir, 'report-received', values);
    // One line only: a template cannot add a header.
    // A template of before issue 31 still loads: {{reportId}} names the case number now.
    expect(mail.subject).toBe('[감사팀] 제보 2026-A7K3 도착');
    expect(mail.html).toBe('<p>알림&lt;전자&gt; &amp; &quot;자회사&quot; 회사 제보가 왔습니다.</p>');
    expect(mail.text).toContain('사이버감사실에 새 제보가 접수되었습니다.');
    expect(renderMail(dir, 'reporter-comment', { ...values, count: '3' }).subject).toContain(
      '제보자가 댓글을 남겼습니다',
    );
    expect(() => checkMailTemplates(dir)).not.toThrow();
  });

  it('refuses a template with a placeholder it may not use, at start', () => {
    const dir = templateDir({ 'reporter-comment.txt': '제보자: {{reporterName}}' });
    expect(() => checkMailTemplates(dir)).toThrow(MailTemplateError);
    expect(() => checkMailTemplates(dir)).toThrow(
      'mail template reporter-comment.txt: unknown placeholder {{reporterName}} (allowed: company, caseNumber, reportId, link, count)',
    );
  });

  it('reads MAIL_TEMPLATE_DIR with the mail settings', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25', MAIL_TEMPLATE_DIR: 'mail-texts' });
    expect(config.mail?.templateDir).toBe(path.resolve('mail-texts'));
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25' }).mail?.templateDir).toBeUndefined();
  });
});
