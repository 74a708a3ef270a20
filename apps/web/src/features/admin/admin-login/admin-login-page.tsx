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
import { showAlert } from '../../../components/page-dialogs.tsx';
import { adminText } from '../../../i18n/admin.ts';
import { decodeUserIdParam } from '../../../lib/user-id-param.ts';
import { AdminCard } from '../../admin-shell/admin-plain-layout.tsx';
import { signOut } from '../../admin-shell/admin-session.ts';
import { type Enrollment, EnrollStep, RecoveryCodesStep, VerifyStep } from './second-factor-steps.tsx';

/** A menu url the app can go to: a path of this site, never another origin. */
const isLocalPath = (url: string) => /^\/(?!\/)/.test(url);

/** Where a sign-in stands: the password, then (when the account or its group has one) the second factor. */
type Step =
  | { kind: 'password' }
  | { kind: 'verify'; signinToken: string }
  | { kind: 'enroll'; signinToken: string; enrollment: Enrollment }
  | { kind: 'codes'; token: string; recoveryCodes: string[] };

/**
 * /adminlogin: id and password. `?userId=` from the company portal fills the id and locks it. After signing
 * in, the first menu the admin's group is given is the landing page. An admin whose group requires a second
 * factor gives a code from an authenticator app next, or registers one first and is shown its recovery codes.
 */
export function AdminLoginPage() {
  const text = adminText.login;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [presetId] = useState(() => decodeUserIdParam(params.get('userId')));
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const form = useSchemaForm(adminSigninBody, { defaultValues: { loginId: presetId ?? '', password: '' } });
  const restart = () => {
    setStep({ kind: 'password' });
    form.setValue('password', '');
  };

  const land = async (token: string) => {
    try {
      setToken('admin', token);
      const menus = await apiGet(adminApi.groupMenus);
      const landing = menus.find((m) => isLocalPath(m.url));
      if (!landing) {
        await showAlert(text.noMenu);
        await signOut();
        form.setValue('password', '');
        return;
      }
      await navigate(landing.url, { replace: true });
    } catch (error) {
      await alertApiError(error);
      restart();
    }
  };

  const signIn = async ({ loginId, password }: { loginId: string; password: string }) => {
    try {
      clearToken('admin');
      const answer = await apiPost(adminApi.signin, {
        body: { loginId, password, timestamp: Math.floor(Date.now() / 1000) },
      });
      if (answer.secondFactor === 'VERIFY' && answer.signinToken) {
        setStep({ kind: 'verify', signinToken: answer.signinToken });
      } else if (answer.secondFactor === 'ENROLL' && answer.signinToken) {
        const signinToken = answer.signinToken;
        const enrollment = await apiPost(adminApi.startEnrollment, { body: { signinToken } });
        setStep({ kind: 'enroll', signinToken, enrollment });
      } else if (answer.token) {
        await land(answer.token);
      }
    } catch (error) {
      await alertApiError(error);
      // A refused sign-in: the password is typed again, the id stays.
      form.setValue('password', '');
      form.setFocus('password');
    }
  };

  const second = adminText.secondFactor;
  if (step.kind === 'verify')
    return (
      <AdminCard title={second.verifyTitle}>
        <VerifyStep signinToken={step.signinToken} onSignedIn={land} onRestart={restart} />
      </AdminCard>
    );
  if (step.kind === 'enroll')
    return (
      <AdminCard title={second.enrollTitle}>
        <EnrollStep
          signinToken={step.signinToken}
          enrollment={step.enrollment}
          onRestart={restart}
          onEnrolled={(token, recoveryCodes) => setStep({ kind: 'codes', token, recoveryCodes })}
        />
      </AdminCard>
    );
  if (step.kind === 'codes')
    return (
      <AdminCard title={second.codesTitle}>
        <RecoveryCodesStep codes={step.recoveryCodes} onDone={() => land(step.token)} />
      </AdminCard>
    );

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
