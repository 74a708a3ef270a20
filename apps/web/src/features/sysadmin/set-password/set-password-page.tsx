import {
  ADMIN_PASSWORD_MESSAGES,
  adminPasswordProblem,
  passwordSetupBody,
  SYSADMIN_MESSAGES,
  sysadminApi,
} from '@audit/contracts';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { ApiError, apiGet, apiPost } from '../../../api/client.ts';
import { maxLengthOf } from '../../../components/form/field-rules.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { ReadOnlyField, TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { showAlert } from '../../../components/page-dialogs.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { encodeUserId } from '../../../lib/user-id-param.ts';
import { AdminCard } from '../../admin-shell/admin-plain-layout.tsx';
import { OneTimeLink } from '../shared/one-time-link.tsx';

const text = sysadminText.setPassword;

/**
 * /adminsetpassword?token=: a new admin (or one given a new link) chooses a password. Public: the one-time
 * token is the credential (see OneTimeLink). Afterwards the login opens with the id filled in.
 */
export function SetPasswordPage() {
  return (
    <AdminCard title={sysadminText.screens.setPassword}>
      <OneTimeLink
        name="password-setup"
        check={(token, signal) => apiGet(sysadminApi.passwordSetupInfo, { query: { token }, signal })}
        invalidMessage={SYSADMIN_MESSAGES.linkInvalid}
        checkingText={text.checking}
      >
        {(info, token, onSpent) => (
          <PasswordForm token={token} loginId={info.loginId} name={info.name} onSpent={onSpent} />
        )}
      </OneTimeLink>
    </AdminCard>
  );
}

/** The contract's rule of the body, plus "not the login id", which only this page knows the id for. */
function passwordFormSchema(loginId: string) {
  return passwordSetupBody.check(
    z.superRefine((values, ctx) => {
      if (adminPasswordProblem(values.password, loginId) === ADMIN_PASSWORD_MESSAGES.sameAsLogin) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: ADMIN_PASSWORD_MESSAGES.sameAsLogin });
      }
    }),
  );
}

type FormProps = {
  token: string;
  loginId: string;
  name: string;
  /** The link stopped working while the form was open (410): the page says so instead of the form. */
  onSpent: (message: string) => void;
};

function PasswordForm({ token, loginId, name, onSpent }: FormProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => passwordFormSchema(loginId), [loginId]);
  const form = useSchemaForm(schema, { defaultValues: { token, password: '', passwordConfirm: '' } });

  const submit = async (body: { token: string; password: string; passwordConfirm: string }) => {
    try {
      await apiPost(sysadminApi.passwordSetup, { body });
      await showAlert(SYSADMIN_MESSAGES.passwordSet);
      await navigate(`/adminlogin?${new URLSearchParams({ userId: encodeUserId(loginId) })}`, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) onSpent(error.message);
      else await alertApiError(error);
    }
  };

  return (
    <SchemaForm form={form} onValid={submit} variant="admin">
      <p className="admin-card-lead">{text.lead(name, loginId)}</p>
      <ReadOnlyField label={text.loginId} value={loginId} autoComplete="username" />
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
        maxLength={maxLengthOf(schema, 'password')}
      />
      <SubmitButton label={text.submit} announce={text.submitting} className="button admin-card-submit" />
    </SchemaForm>
  );
}
