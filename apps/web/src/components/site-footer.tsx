import { FOOTER_PAGES } from '@audit/contracts';
import { type MouseEvent, useState } from 'react';
import { auditContact } from '../i18n/common.ts';
import { layoutText } from '../i18n/layout.ts';
import { CertificationDialog } from './certification-dialog.tsx';
import { ContactLink } from './contact-text.tsx';
import { PrivacyPolicyDialog } from './privacy-policy-dialog.tsx';
import './site-footer.css';

type Open = 'privacy' | 'certification' | null;

/**
 * Footer with the privacy policy and the certificate, and the office's contact data. Both are links to pages of
 * their own (they open without JavaScript); with it, they open as the spec's popups over the page instead.
 */
export function SiteFooter() {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const inDialog = (which: Exclude<Open, null>) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modifier key, the middle button) keeps the page as the link's own.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(which);
  };

  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="site-footer-links">
          <li>
            <a
              href={FOOTER_PAGES.privacy}
              className="site-footer-link is-strong"
              onClick={inDialog('privacy')}
            >
              {layoutText.footer.privacyPolicy}
            </a>
          </li>
          <li>
            <a
              href={FOOTER_PAGES.certification}
              className="site-footer-link"
              onClick={inDialog('certification')}
            >
              {layoutText.footer.certification}
            </a>
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
      {open === 'privacy' && <PrivacyPolicyDialog open onClose={close} />}
      <CertificationDialog open={open === 'certification'} onClose={close} />
    </footer>
  );
}
