import type { PageNotice as Notice } from '@audit/contracts';

/** The message the server gave the page (a refused sign-in, a session that ended), at the page's top. */
export function PageNotice({ notice }: { notice: Notice | undefined }) {
  if (!notice) return null;
  return notice.tone === 'error' ? (
    <div className="notice-box notice-error" role="alert">
      <p>{notice.message}</p>
    </div>
  ) : (
    <div className="notice-box" role="status">
      <p>{notice.message}</p>
    </div>
  );
}
