import {
  ethicsCampaignNotice,
  type NoticeText,
  popupText,
  reportingChannelNotice,
} from '../../../i18n/popups.ts';
import { writeCookie } from '../../../lib/cookies.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import './audit-popup.css';

const ONE_DAY_SECONDS = 86_400;

type NoticeWindowProps = {
  notice: NoticeText;
  /** The cookie that keeps this notice closed for a day (popupname for /auditpopup, popupname2 for /auditpopup2). */
  cookieName: string;
};

/** A notice window opened by the home page; no site header or footer, it is its own small window. */
function NoticeWindow({ notice, cookieName }: NoticeWindowProps) {
  const alive = useHydrated();
  const hideToday = () => {
    writeCookie(cookieName, 'done', ONE_DAY_SECONDS);
    window.close();
  };

  return (
    <div className="notice-window">
      <header className="notice-bar">
        <p className="notice-bar-label">{popupText.windowLabel}</p>
      </header>
      <main className="notice-main">
        <h1 className="notice-title">{notice.heading}</h1>
        {notice.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <ul className="notice-items">
          {notice.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p>{notice.closing}</p>
        <p className="notice-signature">{notice.signature}</p>
      </main>
      {/* The window's buttons need a script (a cookie, window.close); without one the window opens only by hand. */}
      {alive && (
        <footer className="notice-actions">
          <button type="button" className="notice-hide" onClick={hideToday}>
            {popupText.hideToday}
          </button>
          <button type="button" className="notice-close" onClick={() => window.close()}>
            {popupText.close}
          </button>
        </footer>
      )}
    </div>
  );
}

/** /auditpopup and /auditpopup2: the notice windows the home page opens. */
export const AuditPopupPage: PageView<'audit-popup'> = ({ page }) =>
  page.which === 1 ? (
    <NoticeWindow notice={ethicsCampaignNotice} cookieName="popupname" />
  ) : (
    <NoticeWindow notice={reportingChannelNotice} cookieName="popupname2" />
  );

/** The notice of each window, for its title. */
export const popupNotice = (which: 1 | 2): NoticeText =>
  which === 1 ? ethicsCampaignNotice : reportingChannelNotice;
