import { OTHER_REQUESTS_TITLE, REPORT_SECTIONS, type ReportSectionKey } from '@audit/contracts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Escaped text with line breaks as <br>: the stored form of comments and report sections. */
export function textToHtml(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');
}

/**
 * The report's `content` HTML, built here from the reporter's plain-text sections (never from client HTML):
 * a heading per section of 육하원칙, then other requests when given.
 */
export function renderReportContent(
  sections: Record<ReportSectionKey, string> & { otherRequests: string },
): string {
  const parts = REPORT_SECTIONS.map(({ key, title }) => section(title, sections[key]));
  if (sections.otherRequests) parts.push(section(OTHER_REQUESTS_TITLE, sections.otherRequests));
  return parts.join('');
}

function section(title: string, text: string): string {
  return `<h4>${escapeHtml(title)}</h4><p>${textToHtml(text)}</p>`;
}
