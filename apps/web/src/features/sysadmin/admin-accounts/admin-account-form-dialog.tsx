import {
  adminUserCreate,
  adminUserUpdate,
  type adminUserView,
  type passwordSetupLink,
  sysadminApi,
} from '@audit/contracts';
import { useState } from 'react';
import type { z } from 'zod/mini';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { ReadOnlyField, TextField } from '../../../components/form/text-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { GroupSelectField } from '../shared/group-select-field.tsx';
import { StatusField } from '../shared/status-field.tsx';
import { useCloseAndRefresh, useRefreshAfterChange } from '../shared/sysadmin-queries.ts';
import { SetupLinkDialog } from './setup-link-dialog.tsx';

type AdminUser = z.infer<typeof adminUserView>;
type SetupLink = z.infer<typeof passwordSetupLink>;

const text = sysadminText.adminAccounts;

/**
 * Creates an admin account (`user` null) or edits one. The login id is fixed once created; the status is shown
 * only when editing. After creating, the same modal shows the one-time set-password link.
 */
export function AdminAccountFormDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return user ? <EditAccount user={user} onClose={onClose} /> : <CreateAccount onClose={onClose} />;
}

/** Name, e-mail and group: the fields of both modes. */
function AccountFields({ current }: { current: AdminUser | null }) {
  return (
    <>
      <TextField name="name" label={text.name} required />
      <TextField name="email" label={text.email} type="email" inputMode="email" />
      <GroupSelectField
        label={text.group}
        current={current ? { id: current.groupId, name: current.groupName } : null}
      />
    </>
  );
}

function CreateAccount({ onClose }: { onClose: () => void }) {
  const refresh = useRefreshAfterChange();
  const [created, setCreated] = useState<{ user: AdminUser; setupLink: SetupLink } | null>(null);
  if (created) {
    return (
      <SetupLinkDialog
        title={text.createdTitle}
        name={created.user.name}
        loginId={created.user.loginId}
        link={created.setupLink}
        onDone={onClose}
      />
    );
  }
  return (
    <FormDialog
      title={text.createTitle}
      schema={adminUserCreate}
      defaultValues={{ loginId: '', name: '', email: '', groupId: '' }}
      submit={({ email, ...fields }) =>
        apiPost(sysadminApi.createUser, { body: { ...fields, email: email ?? undefined } })
      }
      onSaved={(answer) => {
        setCreated(answer);
        void refresh();
      }}
      onClose={onClose}
    >
      <TextField name="loginId" label={text.loginId} required hint={text.loginIdHint} />
      <AccountFields current={null} />
    </FormDialog>
  );
}

function EditAccount({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const closeAndRefresh = useCloseAndRefresh(onClose);
  return (
    <FormDialog
      title={text.editTitle}
      schema={adminUserUpdate}
      defaultValues={{
        name: user.name,
        email: user.email ?? '',
        groupId: String(user.groupId),
        status: user.statusCode,
      }}
      submit={({ email, ...fields }) =>
        apiPatch(sysadminApi.updateUser, {
          params: { id: user.id },
          body: { ...fields, email: email ?? undefined },
        })
      }
      onSaved={closeAndRefresh}
      onClose={onClose}
    >
      {/* The id only names the account here: it is not part of the update. */}
      <ReadOnlyField label={text.loginId} value={user.loginId} hint={text.loginIdFixed} />
      <AccountFields current={user} />
      <StatusField />
    </FormDialog>
  );
}
