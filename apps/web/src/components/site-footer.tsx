import { useState } from 'react';
import { layoutText } from '../i18n/layout.ts';
import { CertificationDialog } from './certification-dialog.tsx';
import { PrivacyPolicyDialog } from './privacy-policy-dialog.tsx';
import './site-footer.css';

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
          <span>{layoutText.footer.contact}</span>
        </address>
        <p className="site-footer-copy">{layoutText.footer.copyright}</p>
      </div>
      <PrivacyPolicyDialog open={open === 'privacy'} onClose={close} />
      <CertificationDialog open={open === 'certification'} onClose={close} />
    </footer>
  );
}
