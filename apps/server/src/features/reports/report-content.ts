import { OTHER_REQUESTS_TITLE, REPORT_SECTIONS, type ReportSectionKey } from '@audit/contracts';
import { escapeHtml, textToHtml } from '../../lib/html.ts';

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
