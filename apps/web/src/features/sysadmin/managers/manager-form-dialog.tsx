import {
  adminUserCreate,
  adminUserUpdate,
  type adminUserView,
  type passwordSetupLink,
  type RecordStatus,
  SYSADMIN_MESSAGES,
  sysadminApi,
} from '@audit/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { SelectField, StatusField, TextField } from '../shared/form-fields.tsx';
import { groupOptions } from '../shared/group-options.ts';
import { useAlertOnError, useGroupCombo, useRefreshAfterChange } from '../shared/sysadmin-queries.ts';
import { useRecordForm } from '../shared/use-record-form.ts';
import { blankToUndefined } from '../shared/validate-form.ts';
import { SetupLinkPanel } from './setup-link-panel.tsx';

type AdminUser = z.infer<typeof adminUserView>;
type SetupLink = z.infer<typeof passwordSetupLink>;

/**
 * Creates an admin (`user` null) or edits one. The login id is fixed once created; the status is shown only
 * when editing. After creating, the same modal shows the one-time set-password link.
 */
export function ManagerFormDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const text = sysadminText.managers;
  const refresh = useRefreshAfterChange();
  const combo = useGroupCombo();
  useAlertOnError(combo.error);
  const [created, setCreated] = useState<{ user: AdminUser; setupLink: SetupLink } | null>(null);
  const form = useRecordForm({
    loginId: user?.loginId ?? '',
    name: user?.name ?? '',
    email: user?.email ?? '',
    groupId: user ? String(user.groupId) : '',
    status: (user?.statusCode ?? 'ENABLED') as RecordStatus,
  });
  const { values, errors, fieldId } = form;

  if (created) {
    return (
      <Dialog open title={text.createdTitle} onClose={onClose} className="sysadmin-dialog">
        <SetupLinkPanel
          name={created.user.name}
          loginId={created.user.loginId}
          link={created.setupLink}
          onDone={onClose}
        />
      </Dialog>
    );
  }

  const submit = () => {
    const input = { name: values.name, email: values.email, groupId: blankToUndefined(values.groupId) };
    if (user) {
      const data = form.check(adminUserUpdate, { ...input, status: values.status }, [
        'name',
        'email',
        'groupId',
      ]);
      if (!data) return;
      void form.run(async () => {
        await apiPatch(sysadminApi.updateUser, {
          params: { id: user.id },
          body: { ...data, email: data.email ?? undefined },
        });
        window.alert(SYSADMIN_MESSAGES.saved);
        onClose();
        void refresh();
      });
    } else {
      const data = form.check(adminUserCreate, { ...input, loginId: values.loginId }, [
        'loginId',
        'name',
        'email',
        'groupId',
      ]);
      if (!data) return;
      void form.run(async () => {
        const answer = await apiPost(sysadminApi.createUser, {
          body: { ...data, email: data.email ?? undefined },
        });
        window.alert(SYSADMIN_MESSAGES.saved);
        setCreated(answer);
        void refresh();
      });
    }
  };

  return (
    <FormDialog
      title={user ? text.editTitle : text.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={form.busy}
    >
      <TextField
        id={fieldId('loginId')}
        label={text.loginId}
        required={!user}
        readOnly={Boolean(user)}
        maxLength={50}
        value={values.loginId}
        hint={user ? text.loginIdFixed : text.loginIdHint}
        error={errors.loginId}
        onChange={(value) => form.set('loginId', value)}
      />
      <TextField
        id={fieldId('name')}
        label={text.name}
        required
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(value) => form.set('name', value)}
      />
      <TextField
        id={fieldId('email')}
        label={text.email}
        type="email"
        inputMode="email"
        maxLength={254}
        value={values.email}
        error={errors.email}
        onChange={(value) => form.set('email', value)}
      />
      <SelectField
        id={fieldId('groupId')}
        label={text.group}
        required
        value={values.groupId}
        options={groupOptions(combo.data, user ? { id: user.groupId, name: user.groupName } : null)}
        error={errors.groupId}
        onChange={(value) => form.set('groupId', value)}
      />
      {user && (
        <StatusField
          name={fieldId('status')}
          value={values.status}
          onChange={(value) => form.set('status', value)}
        />
      )}
    </FormDialog>
  );
}
