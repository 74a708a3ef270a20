import { pageTitle } from '../../../i18n/common.ts';
import {
  ethicsCampaignNotice,
  type NoticeText,
  popupText,
  reportingChannelNotice,
} from '../../../i18n/popups.ts';
import { writeCookie } from '../../../lib/cookies.ts';
import './audit-popup.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

const ONE_DAY_SECONDS = 86_400;

type NoticeWindowProps = {
  notice: NoticeText;
  /** The cookie that keeps this notice closed for a day (popupname for /auditpopup, popupname2 for /auditpopup2). */
  cookieName: string;
};

/** A notice window opened by the home page; no site header or footer, it is its own small window. */
function NoticeWindow({ notice, cookieName }: NoticeWindowProps) {
  const hideToday = () => {
    writeCookie(cookieName, 'done', ONE_DAY_SECONDS);
    window.close();
  };

  return (
    <div className="notice-window">
      <DocumentTitle title={pageTitle(notice.title)} />
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
      <footer className="notice-actions">
        <button type="button" className="notice-hide" onClick={hideToday}>
          {popupText.hideToday}
        </button>
        <button type="button" className="notice-close" onClick={() => window.close()}>
          {popupText.close}
        </button>
      </footer>
    </div>
  );
}

export function AuditPopupPage() {
  return <NoticeWindow notice={ethicsCampaignNotice} cookieName="popupname" />;
}

export function AuditPopup2Page() {
  return <NoticeWindow notice={reportingChannelNotice} cookieName="popupname2" />;
}
