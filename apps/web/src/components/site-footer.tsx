import { lazy, Suspense, useState } from 'react';
import { auditContact } from '../i18n/common.ts';
import { layoutText } from '../i18n/layout.ts';
import { CertificationDialog } from './certification-dialog.tsx';
import { ContactLink } from './contact-text.tsx';
import './site-footer.css';

// The policy's full text (every version) is a tenth of a page's script: it is fetched when someone opens it.
const PrivacyPolicyDialog = lazy(async () => ({
  default: (await import('./privacy-policy-dialog.tsx')).PrivacyPolicyDialog,
}));

type Open = 'privacy' | 'certification' | null;

/** Footer with the privacy policy and certificate popups and the office's contact data. */
export function SiteFooter() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="site-footer-links">
          <li>
            <button type="button" className="site-footer-link is-strong" onClick={() => setOpen('privacy')}>
              {layoutText.footer.privacyPolicy}
            </button>
          </li>
          <li>
            <button type="button" className="site-footer-link" onClick={() => setOpen('certification')}>
              {layoutText.footer.certification}
            </button>
          </li>
        </ul>
        <address className="site-footer-address">
          <strong>{layoutText.footer.office}</strong>
          <span>{layoutText.footer.address}</span>
          <ul className="site-footer-contacts" aria-label={layoutText.footer.contactsLabel}>
            <li>
              <span className="icon icon-phone" aria-hidden="true" /> {layoutText.footer.phone}{' '}
              <ContactLink value={auditContact.phone} />
            </li>
            <li>
              {layoutText.footer.fax} {auditContact.fax}
            </li>
            <li>
              <span className="icon icon-mail" aria-hidden="true" /> {layoutText.footer.email}{' '}
              <ContactLink value={auditContact.email} />
            </li>
          </ul>
        </address>
        <p className="site-footer-copy">{layoutText.footer.copyright}</p>
      </div>
      {open === 'privacy' && (
        <Suspense fallback={null}>
          <PrivacyPolicyDialog open onClose={close} />
        </Suspense>
      )}
      <CertificationDialog open={open === 'certification'} onClose={close} />
    </footer>
  );
}
