import { firstAdminBody, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { apiGet, apiPost } from '../../../api/client.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { AdminCard } from '../../admin-shell/admin-plain-layout.tsx';
import { OneTimeLink } from '../shared/one-time-link.tsx';
import { PasswordSetupForm } from '../shared/password-setup-form.tsx';

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
        {(_ok, token, onSpent) => (
          <PasswordSetupForm
            schema={firstAdminBody}
            defaultValues={{ token, loginId: '', name: '', password: '', passwordConfirm: '' }}
            lead={text.lead}
            words={text}
            submit={async (body) => {
              const { message } = await apiPost(sysadminApi.createFirstAdmin, { body });
              return { message, loginId: body.loginId };
            }}
            onSpent={onSpent}
          >
            <TextField name="loginId" label={text.loginId} hint={text.loginIdHint} autoComplete="username" />
            <TextField name="name" label={text.name} autoComplete="name" />
          </PasswordSetupForm>
        )}
      </OneTimeLink>
    </AdminCard>
  );
}
