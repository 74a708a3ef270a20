import { type adminUserListItem, type passwordSetupLink, sysadminApi } from '@audit/contracts';
import { useState } from 'react';
import type { z } from 'zod/mini';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { apiPost } from '../../../api/client.ts';
import type { Column } from '../../../components/admin-table.tsx';
import { askConfirm, showAlert } from '../../../components/page-dialogs.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { RecordListPage } from '../shared/list-page.tsx';
import { statusColumn } from '../shared/record-table.tsx';
import { useAdminUsers, useRefreshAfterChange } from '../shared/sysadmin-queries.ts';
import { AdminAccountFormDialog } from './admin-account-form-dialog.tsx';
import { ReauthDialog } from './reauth-dialog.tsx';
import { SetupLinkDialog } from './setup-link-dialog.tsx';

type AdminUser = z.infer<typeof adminUserListItem>;
type SetupLink = z.infer<typeof passwordSetupLink>;

const text = sysadminText.adminAccounts;
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
  statusColumn(),
];

/**
 * /adminmanager: admin accounts. 등록 creates one and shows its one-time set-password link; 링크 재발급
 * issues a new link (the old one stops working) and shows it the same way, after the signed-in admin's own
 * password when the account already has one.
 */
export function AdminAccountsPage() {
  const refresh = useRefreshAfterChange();
  const [reissued, setReissued] = useState<{ user: AdminUser; link: SetupLink } | null>(null);
  const [reissuing, setReissuing] = useState<number | null>(null);

  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  const askReset = async (user: AdminUser) => {
    if (await askConfirm(text.confirmResetSecondFactor(user.name, user.loginId))) setResetting(user);
  };
  // A lost phone: the account's second factor is forgotten after the signed-in admin's own password (and code).
  const resetSecondFactor = async (
    user: AdminUser,
    values: { currentPassword: string; secondFactorCode?: string },
  ) => {
    const answer = await apiPost(sysadminApi.resetSecondFactor, { params: { id: user.id }, body: values });
    setResetting(null);
    await showAlert(answer.message);
  };

  const send = async (user: AdminUser, currentPassword?: string) => {
    const link = await apiPost(sysadminApi.newPasswordLink, {
      params: { id: user.id },
      body: currentPassword ? { currentPassword } : {},
    });
    setConfirming(null);
    setReissued({ user, link });
    void refresh();
  };

  // An account without a password gets its link after a confirmation; one with a password only after the
  // signed-in admin's own password (the server requires it).
  const reissue = async (user: AdminUser) => {
    if (reissuing !== null || !(await askConfirm(text.confirmReissue(user.name, user.loginId)))) return;
    if (user.passwordSet) {
      setConfirming(user);
      return;
    }
    setReissuing(user.id);
    try {
      await send(user);
    } catch (error) {
      await alertApiError(error);
    } finally {
      setReissuing(null);
    }
  };

  return (
    <>
      <RecordListPage
        title={sysadminText.screens.adminAccounts}
        lead={text.lead}
        query={useAdminUsers()}
        columns={columns}
        rowName={(u) => u.loginId}
        // An account the signed-in admin may not manage (its group holds a menu the admin's does not) gets no link
        // and no reset: the server would refuse them.
        actions={(u) =>
          u.canManage && (
            <>
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={text.reissueLabel(u.loginId)}
                aria-busy={reissuing === u.id || undefined}
                onClick={() => void reissue(u)}
              >
                {text.reissue}
              </button>
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={text.resetSecondFactorLabel(u.loginId)}
                onClick={() => void askReset(u)}
              >
                {text.resetSecondFactor}
              </button>
            </>
          )
        }
        form={(user, _rows, close) => <AdminAccountFormDialog user={user} onClose={close} />}
      />
      {confirming && (
        <ReauthDialog
          name={confirming.name}
          loginId={confirming.loginId}
          onConfirmed={({ currentPassword }) => send(confirming, currentPassword)}
          onClose={() => setConfirming(null)}
        />
      )}
      {resetting && (
        <ReauthDialog
          purpose="resetSecondFactor"
          name={resetting.name}
          loginId={resetting.loginId}
          onConfirmed={(values) => resetSecondFactor(resetting, values)}
          onClose={() => setResetting(null)}
        />
      )}
      {reissued && (
        <SetupLinkDialog
          title={text.reissuedTitle}
          name={reissued.user.name}
          loginId={reissued.user.loginId}
          link={reissued.link}
          onDone={() => setReissued(null)}
        />
      )}
    </>
  );
}
