import { ADMIN_MESSAGES, adminApi } from '@audit/contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiGet, apiPost } from '../../../api/client.ts';
import { clearToken, setToken } from '../../../api/tokens.ts';
import { adminText } from '../../../i18n/admin.ts';
import { commonText, pageTitle } from '../../../i18n/common.ts';
import { alertApiError, signOut } from '../session/admin-session.ts';
import { decodeUserIdParam } from './user-id-param.ts';
import './admin-login.css';

/** A menu url the app can go to: a path of this site, never another origin. */
const isLocalPath = (url: string) => /^\/(?!\/)/.test(url);

/**
 * /adminlogin: id and password. `?userId=` from the company portal fills the id and locks it. After signing
 * in, the first menu the admin's group is given is the landing page.
 */
export function AdminLoginPage() {
  const text = adminText.login;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [presetId] = useState(() => decodeUserIdParam(params.get('userId')));
  const [loginId, setLoginId] = useState(presetId ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ids = { loginId: useId(), password: useId(), hint: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const id = loginId.trim();
    if (!id) {
      window.alert(ADMIN_MESSAGES.loginIdRequired);
      idRef.current?.focus();
      return;
    }
    if (!password) {
      window.alert(ADMIN_MESSAGES.passwordRequired);
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      clearToken('admin');
      const { token } = await apiPost(adminApi.signin, {
        body: { loginId: id, password, timestamp: Math.floor(Date.now() / 1000) },
      });
      setToken('admin', token);
      const menus = await apiGet(adminApi.groupMenus);
      const landing = menus.find((m) => isLocalPath(m.url));
      if (!landing) {
        window.alert(text.noMenu);
        await signOut();
        setPassword('');
        return;
      }
      await navigate(landing.url, { replace: true });
    } catch (error) {
      alertApiError(error);
      setPassword('');
      passwordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-login-card">
      <title>{pageTitle(adminText.screens.login)}</title>
      <p className="admin-login-site">{commonText.siteName}</p>
      <h1 className="admin-login-title">{adminText.screens.login}</h1>
      <p className="admin-login-lead">{text.lead}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="admin-field admin-login-field">
          <label htmlFor={ids.loginId} className="admin-field-label">
            {text.loginId}
          </label>
          <input
            ref={idRef}
            id={ids.loginId}
            className="admin-input"
            name="loginId"
            autoComplete="username"
            maxLength={50}
            value={loginId}
            readOnly={presetId !== null}
            aria-describedby={presetId !== null ? ids.hint : undefined}
            onChange={(event) => setLoginId(event.target.value)}
          />
          {presetId !== null && (
            <p id={ids.hint} className="admin-hint">
              {text.prefilledHint}
            </p>
          )}
        </div>
        <div className="admin-field admin-login-field">
          <label htmlFor={ids.password} className="admin-field-label">
            {text.password}
          </label>
          <input
            ref={passwordRef}
            id={ids.password}
            className="admin-input"
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="button admin-login-submit" disabled={busy}>
          {text.submit}
        </button>
        <p role="status" className="visually-hidden">
          {busy ? text.submitting : ''}
        </p>
      </form>
    </div>
  );
}
