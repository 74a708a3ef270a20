import {
  ADMIN_PASSWORD_MESSAGES,
  adminPasswordProblem,
  passwordSetupBody,
  passwordSetupQuery,
  SYSADMIN_MESSAGES,
  sysadminApi,
} from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { ApiError, apiGet, apiPost } from '../../../api/client.ts';
import { maxLengthOf } from '../../../components/form/field-rules.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { ReadOnlyField, TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { commonText } from '../../../i18n/common.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { encodeUserId } from '../../../lib/user-id-param.ts';
import { AdminCard } from '../../admin-shell/admin-plain-layout.tsx';

const text = sysadminText.setPassword;

/** Answers that mean the link itself is no good (expired, used, malformed), not a passing failure. */
const isLinkProblem = (error: unknown) => error instanceof ApiError && [400, 404, 410].includes(error.status);

/**
 * /adminsetpassword?token=: a new admin (or one given a new link) chooses a password. Public: the one-time
 * token is the credential, so the calls are the public endpoints (no admin token goes with them, and their 410
 * means "link spent", not an ended session). Afterwards the login opens with the id filled in.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const tokenLooksValid = passwordSetupQuery.safeParse({ token }).success;
  const info = useQuery({
    queryKey: ['password-setup', token],
    queryFn: ({ signal }) => apiGet(sysadminApi.passwordSetupInfo, { query: { token }, signal }),
    enabled: tokenLooksValid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [spentMessage, setSpentMessage] = useState<string | null>(null);

  let body: ReactNode;
  if (!tokenLooksValid || spentMessage || isLinkProblem(info.error)) {
    const message =
      spentMessage ?? (info.error instanceof ApiError ? info.error.message : SYSADMIN_MESSAGES.linkInvalid);
    body = (
      <p role="alert" className="notice-box">
        {message}
      </p>
    );
  } else if (info.isError) {
    body = (
      <LoadError
        error={info.error}
        fallback={commonText.errors.unknown}
        onRetry={() => void info.refetch()}
        className="admin-panel"
      />
    );
  } else if (!info.data) {
    body = <p role="status">{text.checking}</p>;
  } else {
    body = (
      <PasswordForm
        token={token}
        loginId={info.data.loginId}
        name={info.data.name}
        onSpent={setSpentMessage}
      />
    );
  }

  return <AdminCard title={sysadminText.screens.setPassword}>{body}</AdminCard>;
}

/** The contract's rule of the body, plus "not the login id", which only this page knows the id for. */
function passwordFormSchema(loginId: string) {
  return passwordSetupBody.superRefine((values, ctx) => {
    if (adminPasswordProblem(values.password, loginId) === ADMIN_PASSWORD_MESSAGES.sameAsLogin) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: ADMIN_PASSWORD_MESSAGES.sameAsLogin });
    }
  });
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
      window.alert(SYSADMIN_MESSAGES.passwordSet);
      await navigate(`/adminlogin?${new URLSearchParams({ userId: encodeUserId(loginId) })}`, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) onSpent(error.message);
      else alertApiError(error);
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
