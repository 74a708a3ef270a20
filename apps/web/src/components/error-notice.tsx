import { Link } from 'react-router';
import { commonText, pageTitle } from '../i18n/common.ts';
import { DocumentTitle } from './document-title.tsx';

type Props = {
  title: string;
  body: string;
  /** Announced at once (an ended session), not only read in turn. */
  alert?: boolean;
  /** Home by a full page load: for when the app itself may be what failed. */
  reloadDocument?: boolean;
};

/** A screen that says something went wrong, with the way home. */
export function ErrorNotice({ title, body, alert, reloadDocument }: Props) {
  return (
    <>
      <DocumentTitle title={pageTitle(title)} />
      <h1 className="page-title">{title}</h1>
      <p role={alert ? 'alert' : undefined}>{body}</p>
      <p>
        <Link to="/" className="button" reloadDocument={reloadDocument}>
          {commonText.goHome}
        </Link>
      </p>
    </>
  );
}
