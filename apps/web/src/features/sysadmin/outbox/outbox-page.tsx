import { MAIL_STATUS_TITLES, OUTBOX_MESSAGES, type OutboxMail, sysadminApi } from '@audit/contracts';
import { useState } from 'react';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { apiGet, apiPost } from '../../../api/client.ts';
import { AdminPagedList } from '../../../components/admin-paged-list.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { pageTitle } from '../../../i18n/common.ts';
import { outboxText as text } from '../../../i18n/outbox.ts';
import { sysadminKeys, useRefreshAfterChange } from '../shared/sysadmin-queries.ts';
import '../../../components/admin-ui.css';
import '../sysadmin.css';
import { askConfirm, showAlert } from '../../../components/page-dialogs.tsx';

const columns = text.columns;

/** Sends a failed mail again, after a confirmation; the list is refreshed with its new state. */
function RetryButton({ mail }: { mail: OutboxMail }) {
  const refresh = useRefreshAfterChange();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    if (!(await askConfirm(text.confirmRetry(mail.to)))) return;
    setBusy(true);
    try {
      await apiPost(sysadminApi.retryMail, { params: { id: mail.id } });
      await showAlert(OUTBOX_MESSAGES.retried);
    } catch (err) {
      await alertApiError(err);
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-label={text.retryLabel(mail.id)}
      disabled={busy}
      onClick={() => void retry()}
    >
      {text.retry}
    </button>
  );
}

/** When it was sent, or when the next attempt is due. */
function Progress({ mail }: { mail: OutboxMail }) {
  if (mail.sentDate) return <Timestamp value={mail.sentDate} withTime />;
  if (mail.nextAttemptDate)
    return (
      <>
        {text.nextAttempt} <Timestamp value={mail.nextAttemptDate} withTime />
      </>
    );
  return <>{text.none}</>;
}

/** /adminoutbox: the notification mails, newest first, 20 a page; a failed one can be sent again. */
export function OutboxPage() {
  return (
    <div className="admin-page sysadmin-page">
      <DocumentTitle title={pageTitle(text.title)} />
      <h1 className="admin-page-title">{text.title}</h1>
      <p className="sysadmin-lead">{text.lead}</p>
      <AdminPagedList
        queryKey={sysadminKeys.outbox}
        fetchPage={(page, signal) => apiGet(sysadminApi.outbox, { query: { page }, signal })}
        caption={text.caption}
        texts={text}
        className="sysadmin-table sysadmin-outbox-table"
        columns={() => [
          { header: columns.id, cell: (mail) => mail.id, className: 'admin-cell-center' },
          { header: columns.to, cell: (mail) => mail.to },
          { header: columns.subject, cell: (mail) => mail.subject },
          {
            header: columns.status,
            cell: (mail) => MAIL_STATUS_TITLES[mail.status],
            className: 'sysadmin-nowrap',
          },
          { header: columns.attempts, cell: (mail) => mail.attempts, className: 'admin-cell-center' },
          { header: columns.lastError, cell: (mail) => mail.lastError ?? text.none },
          {
            header: columns.createdDate,
            cell: (mail) => <Timestamp value={mail.createdDate} withTime />,
            className: 'sysadmin-nowrap',
          },
          { header: columns.progress, cell: (mail) => <Progress mail={mail} /> },
          {
            header: columns.actions,
            cell: (mail) => (mail.status === 'FAILED' ? <RetryButton mail={mail} /> : text.none),
            className: 'admin-cell-center',
          },
        ]}
      />
    </div>
  );
}
