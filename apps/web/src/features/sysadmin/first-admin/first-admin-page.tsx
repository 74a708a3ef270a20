import { firstAdminBody, passwordSetupQuery, SYSADMIN_MESSAGES, sysadminApi } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { ApiError, apiGet, apiPost } from '../../../api/client.ts';
import { maxLengthOf } from '../../../components/form/field-rules.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { commonText } from '../../../i18n/common.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { encodeUserId } from '../../../lib/user-id-param.ts';
import { AdminCard } from '../../admin-shell/admin-plain-layout.tsx';

const text = sysadminText.firstAdmin;

/** Answers that mean the link itself is no good (spent, replaced by a restart, expired, malformed). */
const isLinkProblem = (error: unknown) => error instanceof ApiError && [400, 404, 410].includes(error.status);

/**
 * /adminsetup?token=: the first system admin of a new site chooses login id, name and password, on the one-time
 * link the server printed at start while no admin existed. Public (the token is the credential); a link that can
 * no longer be used says so instead of the form. Afterwards the login opens with the id filled in.
 */
export function FirstAdminPage() {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const tokenLooksValid = passwordSetupQuery.safeParse({ token }).success;
  const link = useQuery({
    queryKey: ['first-admin', token],
    queryFn: ({ signal }) => apiGet(sysadminApi.firstAdminLink, { query: { token }, signal }),
    enabled: tokenLooksValid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [spentMessage, setSpentMessage] = useState<string | null>(null);

  let body: ReactNode;
  if (!tokenLooksValid || spentMessage || isLinkProblem(link.error)) {
    const message =
      spentMessage ??
      (link.error instanceof ApiError ? link.error.message : SYSADMIN_MESSAGES.firstAdminLinkInvalid);
    body = (
      <p role="alert" className="notice-box">
        {message}
      </p>
    );
  } else if (link.isError) {
    body = (
      <LoadError
        error={link.error}
        fallback={commonText.errors.unknown}
        onRetry={() => void link.refetch()}
        className="admin-panel"
      />
    );
  } else if (!link.data) {
    body = <p role="status">{text.checking}</p>;
  } else {
    body = <FirstAdminForm token={token} onSpent={setSpentMessage} />;
  }
  return <AdminCard title={sysadminText.screens.firstAdmin}>{body}</AdminCard>;
}

type FirstAdmin = z.output<typeof firstAdminBody>;

function FirstAdminForm({ token, onSpent }: { token: string; onSpent: (message: string) => void }) {
  const navigate = useNavigate();
  const form = useSchemaForm(firstAdminBody, {
    defaultValues: { token, loginId: '', name: '', password: '', passwordConfirm: '' },
  });
  const submit = async (body: FirstAdmin) => {
    try {
      const { message } = await apiPost(sysadminApi.createFirstAdmin, { body });
      window.alert(message);
      await navigate(`/adminlogin?${new URLSearchParams({ userId: encodeUserId(body.loginId) })}`, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) onSpent(error.message);
      else alertApiError(error);
    }
  };
  return (
    <SchemaForm form={form} onValid={submit} variant="admin">
      <p className="admin-card-lead">{text.lead}</p>
      <TextField name="loginId" label={text.loginId} hint={text.loginIdHint} autoComplete="username" />
      <TextField name="name" label={text.name} autoComplete="name" />
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
        maxLength={maxLengthOf(firstAdminBody, 'password')}
      />
      <SubmitButton label={text.submit} announce={text.submitting} className="button admin-card-submit" />
    </SchemaForm>
  );
}
