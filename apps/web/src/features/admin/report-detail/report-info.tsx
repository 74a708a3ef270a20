import { type AdminPostDetail, NO_ATTACHMENT_TEXT, POST_TYPE_TITLES } from '@audit/contracts';
import { AdminTableWrap } from '../../../components/admin-table.tsx';
import { type LabeledRow, RowHeaderTable } from '../../../components/row-header-table.tsx';
import { ServerHtml } from '../../../components/server-html.tsx';
import { ReportStatusBadge } from '../../../components/status-badge.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { formatBytes } from '../../../lib/bytes.ts';
import { formatReceiptNumber } from '../../../lib/receipt.ts';
import { AttachmentDownloads } from './attachment-downloads.tsx';

type SectionProps = {
  id: string;
  title: string;
  caption: string;
  rows: LabeledRow[];
  className?: string;
  head?: readonly string[];
};

/** A section of the detail: its heading, then a label / value table in its keyboard-scrollable area. */
export function InfoSection({ id, title, caption, rows, className, head }: SectionProps) {
  return (
    <section className="admin-panel report-section" aria-labelledby={id}>
      <h2 id={id} className="admin-panel-title">
        {title}
      </h2>
      <AdminTableWrap label={caption}>
        <RowHeaderTable
          caption={caption}
          captionHidden
          head={head}
          rows={rows}
          className={`data-table admin-table report-info-table ${className ?? ''}`}
        />
      </AdminTableWrap>
    </section>
  );
}

/**
 * What the report is about and when it came in. Contact rows only for a real-name (PUBLIC) report, and
 * never in 본문 인쇄 (`withContact` false), which is meant to be passed on without the reporter's identity.
 */
export function ReportTarget({ post, withContact }: { post: AdminPostDetail; withContact: boolean }) {
  const rows: LabeledRow[] = [
    [text.company, post.companyType.title],
    [text.reportType, post.reportType.title],
    [text.kind, POST_TYPE_TITLES[post.postType]],
  ];
  if (withContact && post.postType === 'PUBLIC') {
    rows.push(
      [text.name, post.user.name ?? ''],
      [text.phone, post.user.phoneNumber ?? ''],
      [text.email, post.user.email ?? ''],
    );
  }
  rows.push(
    [text.receipt, formatReceiptNumber(post.receiptNumber)],
    [text.date, <Timestamp key="date" value={post.createdDate} />],
    [text.status, <ReportStatusBadge key="status" status={post.status} variant="admin" />],
  );
  if (post.completedDate) {
    rows.push([text.completedDate, <Timestamp key="completed" value={post.completedDate} />]);
  }
  return (
    <InfoSection id="report-target-title" title={text.targetTitle} caption={text.targetCaption} rows={rows} />
  );
}

/** Title, content (server HTML) and the attachment (its cleaned copy and its original, attachment-downloads.tsx). */
export function ReportBody({ post, printing }: { post: AdminPostDetail; printing: boolean }) {
  const file = post.attachFiles[0];
  return (
    <InfoSection
      id="report-body-title"
      title={text.bodyTitle}
      caption={text.bodyTitle}
      className="report-body-table"
      rows={[
        [text.subject, <strong key="subject">{post.title}</strong>],
        [
          text.content,
          <ServerHtml key="content" html={post.content} className="report-content" headingLevel={3} />,
        ],
        [
          text.attachment,
          file ? (
            printing ? (
              `${file.clientFilename} (${formatBytes(file.size)})`
            ) : (
              <AttachmentDownloads key="file" file={file} />
            )
          ) : (
            NO_ATTACHMENT_TEXT
          ),
        ],
      ]}
    />
  );
}

/** How often and when the reporter looked the report up (a sign that answers are being read). */
export function ReporterCheck({ post }: { post: AdminPostDetail }) {
  const last = post.user.lastLoginDate;
  return (
    <InfoSection
      id="report-check-title"
      title={text.checkTitle}
      caption={text.checkCaption}
      rows={[
        [text.lastLogin, last ? <Timestamp key="last" value={last} withTime /> : text.never],
        [text.loginCount, text.loginCountValue(post.user.loginSuccessCount)],
      ]}
    />
  );
}
