import {
  ADMIN_PASSWORD_MESSAGES,
  adminPasswordProblem,
  passwordSetupBody,
  SYSADMIN_MESSAGES,
  sysadminApi,
} from '@audit/contracts';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import { apiGet, apiPost } from '../../../api/client.ts';
import { ReadOnlyField } from '../../../components/form/text-field.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { AdminCard } from '../../admin-shell/admin-plain-layout.tsx';
import { OneTimeLink } from '../shared/one-time-link.tsx';
import { PasswordSetupForm } from '../shared/password-setup-form.tsx';

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
  onSpent: (message: string) => void;
};

function PasswordForm({ token, loginId, name, onSpent }: FormProps) {
  const schema = useMemo(() => passwordFormSchema(loginId), [loginId]);
  return (
    <PasswordSetupForm
      schema={schema}
      defaultValues={{ token, password: '', passwordConfirm: '' }}
      lead={text.lead(name, loginId)}
      words={text}
      submit={async (body) => {
        await apiPost(sysadminApi.passwordSetup, { body });
        return { message: SYSADMIN_MESSAGES.passwordSet, loginId };
      }}
      onSpent={onSpent}
    >
      <ReadOnlyField label={text.loginId} value={loginId} autoComplete="username" />
    </PasswordSetupForm>
  );
}
