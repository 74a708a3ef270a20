import { type AdminPostDetail, adminApi, POST_TYPE_TITLES } from '@audit/contracts';
import { type ReactNode, useState } from 'react';
import { apiDownloadFile } from '../../../api/client.ts';
import { AdminStatusBadge } from '../../../components/admin-status-badge.tsx';
import { AdminTableWrap } from '../../../components/admin-table-wrap.tsx';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { formatBytes } from '../../../lib/bytes.ts';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { formatReceiptNumber } from '../../../lib/receipt.ts';
import { saveFile } from '../save-file.ts';
import { alertApiError } from '../session/admin-session.ts';
import { ServerHtml } from './server-html.tsx';

type Row = [label: string, value: ReactNode];

/** A two-column table of label / value rows. */
function InfoTable({ caption, rows, className }: { caption: string; rows: Row[]; className?: string }) {
  return (
    <AdminTableWrap label={caption}>
      <table className={`admin-table report-info-table ${className ?? ''}`}>
        <caption className="visually-hidden">{caption}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminTableWrap>
  );
}

/**
 * What the report is about and when it came in. Contact rows only for a real-name (PUBLIC) report, and
 * never in 본문 인쇄 (`withContact` false), which is meant to be passed on without the reporter's identity.
 */
export function ReportTarget({ post, withContact }: { post: AdminPostDetail; withContact: boolean }) {
  const rows: Row[] = [
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
    [
      text.date,
      <time key="date" dateTime={post.createdDate}>
        {formatDate(post.createdDate)}
      </time>,
    ],
    [
      text.status,
      <AdminStatusBadge key="status" code={post.status.statusCode} title={post.status.statusTitle} />,
    ],
  );
  if (post.completedDate) {
    rows.push([
      text.completedDate,
      <time key="completed" dateTime={post.completedDate}>
        {formatDate(post.completedDate)}
      </time>,
    ]);
  }
  return (
    <section className="admin-panel report-section" aria-labelledby="report-target-title">
      <h2 id="report-target-title" className="admin-panel-title">
        {text.targetTitle}
      </h2>
      <InfoTable caption={text.targetCaption} rows={rows} />
    </section>
  );
}

/** Title, content (server HTML) and the attachment. */
export function ReportBody({ post, printing }: { post: AdminPostDetail; printing: boolean }) {
  const file = post.attachFiles[0];
  return (
    <section className="admin-panel report-section" aria-labelledby="report-body-title">
      <h2 id="report-body-title" className="admin-panel-title">
        {text.bodyTitle}
      </h2>
      <InfoTable
        caption={text.bodyTitle}
        className="report-body-table"
        rows={[
          [text.subject, <strong key="subject">{post.title}</strong>],
          [text.content, <ServerHtml key="content" html={post.content} className="report-content" />],
          [
            text.attachment,
            file ? (
              printing ? (
                `${file.clientFilename} (${formatBytes(file.size)})`
              ) : (
                <AttachmentLink key="file" file={file} />
              )
            ) : (
              text.noAttachment
            ),
          ],
        ]}
      />
    </section>
  );
}

/** The attachment is fetched with the admin token (a plain link cannot carry it) and saved under its name. */
function AttachmentLink({ file }: { file: AdminPostDetail['attachFiles'][number] }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const result = await apiDownloadFile(adminApi.attachment, { params: { id: file.id } });
      saveFile(result.blob, result.filename ?? file.clientFilename);
    } catch (error) {
      alertApiError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="admin-link-button"
        aria-label={text.downloadLabel(file.clientFilename)}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {file.clientFilename}
      </button>{' '}
      <span className="report-file-size">({formatBytes(file.size)})</span>
    </>
  );
}

/** How often and when the reporter looked the report up (a sign that answers are being read). */
export function ReporterCheck({ post }: { post: AdminPostDetail }) {
  const last = post.user.lastLoginDate;
  return (
    <section className="admin-panel report-section" aria-labelledby="report-check-title">
      <h2 id="report-check-title" className="admin-panel-title">
        {text.checkTitle}
      </h2>
      <InfoTable
        caption={text.checkCaption}
        rows={[
          [
            text.lastLogin,
            last ? (
              <time key="last" dateTime={last}>
                {formatDateTime(last)}
              </time>
            ) : (
              text.never
            ),
          ],
          [text.loginCount, text.loginCountValue(post.user.loginSuccessCount)],
        ]}
      />
    </section>
  );
}
