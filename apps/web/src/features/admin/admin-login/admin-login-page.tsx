import { adminApi, adminSigninBody } from '@audit/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { apiGet, apiPost } from '../../../api/client.ts';
import { clearToken, setToken } from '../../../api/tokens.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { adminText } from '../../../i18n/admin.ts';
import { decodeUserIdParam } from '../../../lib/user-id-param.ts';
import { AdminCard } from '../../admin-shell/admin-plain-layout.tsx';
import { signOut } from '../../admin-shell/admin-session.ts';

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
  const form = useSchemaForm(adminSigninBody, { defaultValues: { loginId: presetId ?? '', password: '' } });

  const signIn = async ({ loginId, password }: { loginId: string; password: string }) => {
    try {
      clearToken('admin');
      const { token } = await apiPost(adminApi.signin, {
        body: { loginId, password, timestamp: Math.floor(Date.now() / 1000) },
      });
      setToken('admin', token);
      const menus = await apiGet(adminApi.groupMenus);
      const landing = menus.find((m) => isLocalPath(m.url));
      if (!landing) {
        window.alert(text.noMenu);
        await signOut();
        form.setValue('password', '');
        return;
      }
      await navigate(landing.url, { replace: true });
    } catch (error) {
      alertApiError(error);
      // A refused sign-in: the password is typed again, the id stays.
      form.setValue('password', '');
      form.setFocus('password');
    }
  };

  return (
    <AdminCard title={adminText.screens.login}>
      <p className="admin-card-lead">{text.lead}</p>
      <SchemaForm form={form} onValid={signIn} variant="admin">
        <TextField
          name="loginId"
          label={text.loginId}
          autoComplete="username"
          readOnly={presetId !== null}
          hint={presetId !== null ? text.prefilledHint : undefined}
        />
        <TextField name="password" label={text.password} type="password" autoComplete="current-password" />
        <SubmitButton label={text.submit} announce={text.submitting} className="button admin-card-submit" />
      </SchemaForm>
    </AdminCard>
  );
}
