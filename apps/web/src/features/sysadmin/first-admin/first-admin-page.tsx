import { firstAdminBody, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { useNavigate } from 'react-router';
import type { z } from 'zod/mini';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { ApiError, apiGet, apiPost } from '../../../api/client.ts';
import { maxLengthOf } from '../../../components/form/field-rules.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { showAlert } from '../../../components/page-dialogs.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { encodeUserId } from '../../../lib/user-id-param.ts';
import { AdminCard } from '../../admin-shell/admin-plain-layout.tsx';
import { OneTimeLink } from '../shared/one-time-link.tsx';

const text = sysadminText.firstAdmin;

/**
 * /adminsetup?token=: the first system admin of a new site chooses login id, name and password, on the one-time
 * link the server printed at start while no admin existed (see OneTimeLink). Afterwards the login opens with the
 * id filled in.
 */
export function FirstAdminPage() {
  return (
    <AdminCard title={sysadminText.screens.firstAdmin}>
      <OneTimeLink
        name="first-admin"
        check={(token, signal) => apiGet(sysadminApi.firstAdminLink, { query: { token }, signal })}
        invalidMessage={SYSADMIN_MESSAGES.firstAdminLinkInvalid}
        checkingText={text.checking}
      >
        {(_ok, token, onSpent) => <FirstAdminForm token={token} onSpent={onSpent} />}
      </OneTimeLink>
    </AdminCard>
  );
}

type FirstAdmin = z.output<typeof firstAdminBody>;

function FirstAdminForm({ token, onSpent }: { token: string; onSpent: (message: string) => void }) {
  const navigate = useNavigate();
  const form = useSchemaForm(firstAdminBody, {
    defaultValues: { token, loginId: '', name: '', password: '', passwordConfirm: '' },
  });
  const submit = async (body: FirstAdmin) => {
    try {
      const { message } = await apiPost(sysadminApi.createFirstAdmin, { body });
      await showAlert(message);
      await navigate(`/adminlogin?${new URLSearchParams({ userId: encodeUserId(body.loginId) })}`, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) onSpent(error.message);
      else await alertApiError(error);
    }
  };
  return (
    <SchemaForm form={form} onValid={submit} variant="admin">
      <p className="admin-card-lead">{text.lead}</p>
      <TextField name="loginId" label={text.loginId} hint={text.loginIdHint} autoComplete="username" />
      <TextField name="name" label={text.name} autoComplete="name" />
      <TextField
        name="password"
        label={text.password}
        type="password"
        autoComplete="new-password"
        hint={text.rule}
      />
      <TextField
        name="passwordConfirm"
        label={text.passwordConfirm}
        type="password"
        autoComplete="new-password"
        hint={text.confirmHint}
        // The confirmation repeats the password: the same limit.
        maxLength={maxLengthOf(firstAdminBody, 'password')}
      />
      <SubmitButton label={text.submit} announce={text.submitting} className="button admin-card-submit" />
    </SchemaForm>
  );
}
