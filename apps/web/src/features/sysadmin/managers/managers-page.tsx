import { type adminUserView, type passwordSetupLink, sysadminApi } from '@audit/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { apiPost } from '../../../api/client.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { alertApiError } from '../../admin/session/admin-session.ts';
import { ListPage } from '../shared/list-page.tsx';
import { type Column, RecordTable } from '../shared/record-table.tsx';
import { StatusBadge } from '../shared/status-badge.tsx';
import { useAdminUsers, useRefreshAfterChange } from '../shared/sysadmin-queries.ts';
import { ManagerFormDialog } from './manager-form-dialog.tsx';
import { SetupLinkPanel } from './setup-link-panel.tsx';

type AdminUser = z.infer<typeof adminUserView>;
type SetupLink = z.infer<typeof passwordSetupLink>;

const text = sysadminText.managers;
const columns: Column<AdminUser>[] = [
  { header: text.loginId, cell: (u) => u.loginId },
  { header: text.name, cell: (u) => u.name },
  { header: text.email, cell: (u) => u.email ?? '' },
  { header: text.group, cell: (u) => u.groupName },
  {
    header: text.passwordSet,
    cell: (u) => (
      <span className={u.passwordSet ? 'sysadmin-password-set' : 'sysadmin-password-unset'}>
        {u.passwordSet ? text.passwordSetYes : text.passwordSetNo}
      </span>
    ),
    className: 'admin-cell-center',
  },
  {
    header: sysadminText.list.status,
    cell: (u) => <StatusBadge code={u.statusCode} />,
    className: 'admin-cell-center',
  },
];

/**
 * /adminmanager: admin accounts. 등록 creates one and shows its one-time set-password link; 링크 재발급
 * issues a new link (the old one stops working) and shows it the same way.
 */
export function ManagersPage() {
  const title = sysadminText.screens.managers;
  const users = useAdminUsers();
  const refresh = useRefreshAfterChange();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [reissued, setReissued] = useState<{ user: AdminUser; link: SetupLink } | null>(null);
  const [reissuing, setReissuing] = useState<number | null>(null);

  const reissue = async (user: AdminUser) => {
    if (reissuing !== null || !window.confirm(text.confirmReissue(user.name, user.loginId))) return;
    setReissuing(user.id);
    try {
      const link = await apiPost(sysadminApi.newPasswordLink, { params: { id: user.id } });
      setReissued({ user, link });
      void refresh();
    } catch (error) {
      alertApiError(error);
    } finally {
      setReissuing(null);
    }
  };

  return (
    <ListPage title={title} lead={text.lead} query={users} onCreate={() => setEditing('new')}>
      {(rows) => (
        <>
          <RecordTable
            caption={sysadminText.list.caption(title, rows.length)}
            columns={columns}
            rows={rows}
            rowName={(u) => u.loginId}
            onEdit={setEditing}
            actions={(u) => (
              <button
                type="button"
                className="admin-small-button"
                aria-label={text.reissueLabel(u.loginId)}
                aria-busy={reissuing === u.id || undefined}
                onClick={() => void reissue(u)}
              >
                {text.reissue}
              </button>
            )}
          />
          {editing && (
            <ManagerFormDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          )}
          <Dialog
            open={reissued !== null}
            title={text.reissuedTitle}
            onClose={() => setReissued(null)}
            className="sysadmin-dialog"
          >
            {reissued && (
              <SetupLinkPanel
                name={reissued.user.name}
                loginId={reissued.user.loginId}
                link={reissued.link}
                onDone={() => setReissued(null)}
              />
            )}
          </Dialog>
        </>
      )}
    </ListPage>
  );
}
