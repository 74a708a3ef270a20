import type { ReactNode } from 'react';
import { commonText } from '../../i18n/common.ts';

type Props = {
  title: string;
  body: string;
  /** Said at once to screen readers (a refusal, an ended session), not only read in turn. */
  alert?: boolean;
  /** Where to go from here; home by default. */
  actions?: ReactNode;
};

/** A page that only says something (not found, a refusal, an ended session), with the way on. */
export function NoticePage({ title, body, alert, actions }: Props) {
  return (
    <div className="container page narrow-page">
      <h1 className="page-title">{title}</h1>
      <p role={alert ? 'alert' : undefined}>{body}</p>
      <div className="button-row">
        {actions ?? (
          <a href="/" className="button">
            {commonText.goHome}
          </a>
        )}
      </div>
    </div>
  );
}
