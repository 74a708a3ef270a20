import { reauthBody } from '@audit/contracts';
import type { z } from 'zod/mini';
import { TextField } from '../../../components/form/text-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';

type Props = {
  name: string;
  loginId: string;
  onConfirmed: (values: z.output<typeof reauthBody>) => Promise<void>;
  onClose: () => void;
  /** What is confirmed (the link's re-issue unless said). */
  purpose?: 'reissue' | 'resetSecondFactor';
};

/**
 * Before a new link is issued for an account that already has a password (whoever holds the link can take the
 * account over), the signed-in admin confirms with its own password, and with a code when it uses a second
 * factor; the server checks both. A second factor's reset is confirmed the same way.
 */
export function ReauthDialog({ name, loginId, onConfirmed, onClose, purpose = 'reissue' }: Props) {
  const text = sysadminText.adminAccounts;
  const reset = purpose === 'resetSecondFactor';
  return (
    <FormDialog
      title={text.reauthTitle}
      schema={reauthBody}
      defaultValues={{ currentPassword: '', secondFactorCode: '' }}
      submit={onConfirmed}
      onClose={onClose}
      submitLabel={reset ? text.resetSubmit : text.reauthSubmit}
    >
      <p className="sysadmin-lead">{(reset ? text.resetLead : text.reauthLead)(name, loginId)}</p>
      <TextField
        name="currentPassword"
        label={text.reauthPassword}
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        name="secondFactorCode"
        label={text.reauthCode}
        hint={text.reauthCodeHint}
        autoComplete="one-time-code"
      />
    </FormDialog>
  );
}
