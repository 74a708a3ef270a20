import type { ReactNode } from 'react';
import { ApiError } from '../api/client.ts';
import { commonText } from '../i18n/common.ts';

type Props = {
  error: unknown;
  /** Said when the error carries no message of the server's. */
  fallback: string;
  onRetry: () => void;
  /** The box: admin-panel on admin screens, notice-box on the reporter's. */
  className: string;
  /** Further ways on, after 다시 시도 (e.g. back to the list). */
  children?: ReactNode;
};

/** A screen's data could not be loaded: the server's message (already alerted where the spec says so) and 다시 시도. */
export function LoadError({ error, fallback, onRetry, className, children }: Props) {
  return (
    <div className={className}>
      <p role="alert">{error instanceof ApiError ? error.message : fallback}</p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {commonText.retry}
        </button>
        {children}
      </div>
    </div>
  );
}
