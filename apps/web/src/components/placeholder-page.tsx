import { commonText, pageTitle } from '../i18n/common.ts';

/** A screen that a later piece of work fills in: its name and a polite note, inside its layout. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="container page">
      <title>{pageTitle(title)}</title>
      <h1 className="page-title">{title}</h1>
      <p>{commonText.preparing}</p>
    </div>
  );
}
