import { adminPasswordProblem, passwordSetupQuery, SYSADMIN_MESSAGES } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { commonText, pageTitle } from '../../../i18n/common.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { encodeUserId, fetchSetupInfo, submitPassword } from './password-setup-api.ts';
import '../../../components/admin-ui.css';
import './set-password.css';

const text = sysadminText.setPassword;

/** Answers that mean the link itself is no good (expired, used, malformed), not a passing failure. */
const isLinkProblem = (error: unknown) => error instanceof ApiError && [400, 404, 410].includes(error.status);

/**
 * /adminsetpassword?token=: a new admin (or one given a new link) chooses a password. Public: the one-time
 * token is the credential. Checks the admin password rule before sending; afterwards goes to the login with
 * the id filled in.
 */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const tokenLooksValid = passwordSetupQuery.safeParse({ token }).success;
  const info = useQuery({
    queryKey: ['password-setup', token],
    queryFn: ({ signal }) => fetchSetupInfo(token, signal),
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
      <p role="alert" className="sysadmin-setpw-invalid">
        {message}
      </p>
    );
  } else if (info.isError) {
    body = (
      <div role="alert">
        <p>{info.error instanceof ApiError ? info.error.message : commonText.errors.unknown}</p>
        <button type="button" className="button button-secondary" onClick={() => void info.refetch()}>
          {text.retry}
        </button>
      </div>
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

  return (
    <div className="sysadmin-setpw-card">
      <title>{pageTitle(sysadminText.screens.setPassword)}</title>
      <p className="sysadmin-setpw-site">{commonText.siteName}</p>
      <h1 className="sysadmin-setpw-title">{sysadminText.screens.setPassword}</h1>
      {body}
    </div>
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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; passwordConfirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const ids = {
    loginId: useId(),
    password: useId(),
    rule: useId(),
    passwordError: useId(),
    confirm: useId(),
    confirmHint: useId(),
    confirmError: useId(),
  };

  const refuse = (field: 'password' | 'passwordConfirm', message: string) => {
    setErrors({ [field]: message });
    window.alert(message);
    (field === 'password' ? passwordRef : confirmRef).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = adminPasswordProblem(password, loginId);
    if (problem) return refuse('password', problem);
    if (password !== confirm) return refuse('passwordConfirm', SYSADMIN_MESSAGES.passwordMismatch);
    setErrors({});
    setBusy(true);
    try {
      await submitPassword({ token, password, passwordConfirm: confirm });
      window.alert(SYSADMIN_MESSAGES.passwordSet);
      await navigate(`/adminlogin?${new URLSearchParams({ userId: encodeUserId(loginId) })}`, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) {
        onSpent(error.message);
        return;
      }
      window.alert(error instanceof ApiError ? error.message : commonText.errors.unknown);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p className="sysadmin-setpw-lead">{text.lead(name, loginId)}</p>
      <div className="admin-field sysadmin-setpw-field">
        <label htmlFor={ids.loginId} className="admin-field-label">
          {text.loginId}
        </label>
        <input
          id={ids.loginId}
          className="admin-input"
          name="username"
          autoComplete="username"
          readOnly
          value={loginId}
        />
      </div>
      <div className="admin-field sysadmin-setpw-field">
        <label htmlFor={ids.password} className="admin-field-label">
          {text.password}
        </label>
        <input
          ref={passwordRef}
          id={ids.password}
          className="admin-input"
          type="password"
          name="new-password"
          autoComplete="new-password"
          maxLength={128}
          value={password}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${ids.rule} ${ids.passwordError}` : ids.rule}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
        />
        <p id={ids.rule} className="admin-hint">
          {text.rule}
        </p>
        {errors.password && (
          <p id={ids.passwordError} className="sysadmin-field-error">
            {errors.password}
          </p>
        )}
      </div>
      <div className="admin-field sysadmin-setpw-field">
        <label htmlFor={ids.confirm} className="admin-field-label">
          {text.passwordConfirm}
        </label>
        <input
          ref={confirmRef}
          id={ids.confirm}
          className="admin-input"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          maxLength={128}
          value={confirm}
          aria-invalid={errors.passwordConfirm ? true : undefined}
          aria-describedby={
            errors.passwordConfirm ? `${ids.confirmHint} ${ids.confirmError}` : ids.confirmHint
          }
          onChange={(event) => {
            setConfirm(event.target.value);
            setErrors((e) => ({ ...e, passwordConfirm: undefined }));
          }}
        />
        <p id={ids.confirmHint} className="admin-hint">
          {text.confirmHint}
        </p>
        {errors.passwordConfirm && (
          <p id={ids.confirmError} className="sysadmin-field-error">
            {errors.passwordConfirm}
          </p>
        )}
      </div>
      <button type="submit" className="button sysadmin-setpw-submit" disabled={busy}>
        {text.submit}
      </button>
      <p role="status" className="visually-hidden">
        {busy ? text.submitting : ''}
      </p>
    </form>
  );
}
