import {
  adminUserCreate,
  adminUserUpdate,
  type adminUserView,
  type passwordSetupLink,
  SYSADMIN_MESSAGES,
  sysadminApi,
} from '@audit/contracts';
import { useState } from 'react';
import type { z } from 'zod/mini';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { RadioField } from '../../../components/form/radio-field.tsx';
import { ReadOnlyField, TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { showAlert } from '../../../components/page-dialogs.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { FormDialog, RECORD_STATUS_OPTIONS } from '../shared/form-dialog.tsx';
import { GroupSelectField } from '../shared/group-select-field.tsx';
import { useAfterSave, useRefreshAfterChange } from '../shared/sysadmin-queries.ts';
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
  const form = useSchemaForm(adminUserCreate, {
    defaultValues: { loginId: '', name: '', email: '', groupId: '' },
  });

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
      form={form}
      onClose={onClose}
      onValid={async ({ email, ...fields }) => {
        const answer = await apiPost(sysadminApi.createUser, {
          body: { ...fields, email: email ?? undefined },
        });
        await showAlert(SYSADMIN_MESSAGES.saved);
        setCreated(answer);
        void refresh();
      }}
    >
      <TextField name="loginId" label={text.loginId} required hint={text.loginIdHint} />
      <AccountFields current={null} />
    </FormDialog>
  );
}

function EditAccount({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const afterSave = useAfterSave(onClose);
  const form = useSchemaForm(adminUserUpdate, {
    defaultValues: {
      name: user.name,
      email: user.email ?? '',
      groupId: String(user.groupId),
      status: user.statusCode,
    },
  });
  return (
    <FormDialog
      title={text.editTitle}
      form={form}
      onClose={onClose}
      onValid={async ({ email, ...fields }) => {
        await apiPatch(sysadminApi.updateUser, {
          params: { id: user.id },
          body: { ...fields, email: email ?? undefined },
        });
        await afterSave();
      }}
    >
      {/* The id only names the account here: it is not part of the update. */}
      <ReadOnlyField label={text.loginId} value={user.loginId} hint={text.loginIdFixed} />
      <AccountFields current={user} />
      <RadioField name="status" label={sysadminText.form.status} options={RECORD_STATUS_OPTIONS} />
    </FormDialog>
  );
}
