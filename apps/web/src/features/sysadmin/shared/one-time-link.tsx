import { passwordSetupQuery } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { commonText } from '../../../i18n/common.ts';

/** Answers that mean the link itself is no good (spent, replaced, expired, malformed), not a passing failure. */
const isLinkProblem = (error: unknown) => error instanceof ApiError && [400, 404, 410].includes(error.status);

type Props<T> = {
  /** The query key's name and the public call that checks the link's token. */
  name: string;
  check: (token: string, signal: AbortSignal) => Promise<T>;
  /** What to say when the link cannot be used and the server did not say why. */
  invalidMessage: string;
  checkingText: string;
  /** The page's form, given the check's answer, the token, and how to say the link stopped working meanwhile. */
  children: (data: T, token: string, onSpent: (message: string) => void) => ReactNode;
};

/**
 * A page opened from a one-time link (`?token=`): checks the token with a public call (no admin token goes with
 * it, and a 410 means "link spent", not an ended session), then shows the form, or why the link cannot be used.
 */
export function OneTimeLink<T>({ name, check, invalidMessage, checkingText, children }: Props<T>) {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const tokenLooksValid = passwordSetupQuery.safeParse({ token }).success;
  const link = useQuery({
    queryKey: [name, token],
    queryFn: ({ signal }) => check(token, signal),
    enabled: tokenLooksValid,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [spentMessage, setSpentMessage] = useState<string | null>(null);

  if (!tokenLooksValid || spentMessage || isLinkProblem(link.error)) {
    const message = spentMessage ?? (link.error instanceof ApiError ? link.error.message : invalidMessage);
    return (
      <p role="alert" className="notice-box">
        {message}
      </p>
    );
  }
  if (link.isError) {
    return (
      <LoadError
        error={link.error}
        fallback={commonText.errors.unknown}
        onRetry={() => void link.refetch()}
        className="admin-panel"
      />
    );
  }
  if (link.data === undefined) return <p role="status">{checkingText}</p>;
  return children(link.data, token, setSpentMessage);
}
