import { adminApi, enrollmentConfirmBody, secondFactorBody } from '@audit/contracts';
import { z } from 'zod/mini';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { apiPost } from '../../../api/client.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { adminText } from '../../../i18n/admin.ts';
import { RecoveryCodeList } from './recovery-code-list.tsx';
import { SecondFactorSecret } from './second-factor-secret.tsx';

const text = adminText.secondFactor;
const codeOnly = z.pick(secondFactorBody, { code: true });
const enrollCodeOnly = z.pick(enrollmentConfirmBody, { code: true });

export type Enrollment = { secret: string; otpauthUri: string; qrCode: string };

type StepProps = { signinToken: string; onSignedIn: (token: string) => void; onRestart: () => void };

/** A wrong or spent code is typed again; a sign-in step that has ended starts over from the password. */
async function handleRefusal(
  error: unknown,
  form: { setValue: (n: 'code', v: string) => void },
  onRestart: () => void,
) {
  await alertApiError(error);
  const status = (error as { status?: number }).status;
  if (status === 410 || status === 423) onRestart();
  else form.setValue('code', '');
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function VerifyStep({ signinToken, onSignedIn, onRestart }: StepProps) {
  const form = useSchemaForm(codeOnly, { defaultValues: { code: '' } });
  const submit = async ({ code }: { code: string }) => {
    try {
      const { token } = await apiPost(adminApi.secondFactor, { body: { signinToken, code } });
      onSignedIn(token);
    } catch (error) {
      await handleRefusal(error, form, onRestart);
    }
  };
  return (
    <>
      <p className="admin-card-lead">{text.verifyLead}</p>
      <SchemaForm form={form} onValid={submit} variant="admin">
        <TextField name="code" label={text.code} hint={text.codeHint} autoComplete="one-time-code" />
        <SubmitButton label={text.verify} announce={text.verifying} className="button admin-card-submit" />
      </SchemaForm>
      <button type="button" className="button button-secondary" onClick={onRestart}>
        {text.restart}
      </button>
    </>
  );
}

/** Registers an authenticator app (QR code drawn by our server, or the secret typed in), confirmed by a code. */
export function EnrollStep({
  signinToken,
  enrollment,
  onEnrolled,
  onRestart,
}: Omit<StepProps, 'onSignedIn'> & {
  enrollment: Enrollment;
  onEnrolled: (token: string, recoveryCodes: string[]) => void;
}) {
  const form = useSchemaForm(enrollCodeOnly, { defaultValues: { code: '' } });
  const submit = async ({ code }: { code: string }) => {
    try {
      const { token, recoveryCodes } = await apiPost(adminApi.confirmEnrollment, {
        body: { signinToken, code },
      });
      onEnrolled(token, recoveryCodes);
    } catch (error) {
      await handleRefusal(error, form, onRestart);
    }
  };
  return (
    <>
      <p className="admin-card-lead">{text.enrollLead}</p>
      <img className="second-factor-qr" src={enrollment.qrCode} alt={text.qrAlt} width={200} height={200} />
      <SecondFactorSecret secret={enrollment.secret} otpauthUri={enrollment.otpauthUri} />
      <SchemaForm form={form} onValid={submit} variant="admin">
        <TextField name="code" label={text.enrollCode} inputMode="numeric" autoComplete="one-time-code" />
        <SubmitButton label={text.enroll} announce={text.enrolling} className="button admin-card-submit" />
      </SchemaForm>
    </>
  );
}

/** The ten recovery codes, shown once. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <p className="admin-card-lead">{text.codesLead}</p>
      <RecoveryCodeList codes={codes} />
      <button type="button" className="button admin-card-submit" onClick={onDone}>
        {text.codesDone}
      </button>
    </>
  );
}
