import { useId, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { formatDateTime } from '../../../lib/dates.ts';

type Props = {
  /** The modal's title: the account was created, or its link issued again. */
  title: string;
  name: string;
  loginId: string;
  link: { path: string; expiresAt: string };
  onDone: () => void;
};

/** The full address of a set-password link: the server gives only the path of this site. */
export function absoluteLink(path: string): string {
  return `${window.location.origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The one-time set-password link, shown once after it is issued: the address with 복사, its expiry in Korea
 * time, and how to hand it over. The server keeps only a hash of the token, so this is the only chance to see it.
 */
export function SetupLinkDialog({ title, name, loginId, link, onDone }: Props) {
  const text = sysadminText.setupLink;
  const url = absoluteLink(link.path);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), note: useId() };
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      // Without clipboard access (e.g. not a secure context) the address is selected for a manual copy.
      inputRef.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <Dialog open title={title} onClose={onDone} className="sysadmin-dialog">
      <div className="sysadmin-setup-link">
        <p className="sysadmin-setup-lead">{text.lead(name, loginId)}</p>
        <div id={ids.note} className="notice-box">
          <p className="sysadmin-setup-once">{text.once}</p>
          <p>{text.channel}</p>
        </div>
        <div className="admin-field">
          <label htmlFor={ids.input} className="admin-field-label">
            {text.label}
          </label>
          <div className="sysadmin-copy-row">
            <input
              ref={inputRef}
              id={ids.input}
              className="admin-input sysadmin-link-input"
              readOnly
              value={url}
              aria-describedby={ids.note}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="button button-secondary"
              aria-label={text.copyLabel}
              onClick={() => void copy()}
            >
              {text.copy}
            </button>
          </div>
          <p role="status" className={copyState === 'failed' ? 'admin-field-error' : 'admin-hint'}>
            {copyState === 'copied' ? text.copied : copyState === 'failed' ? text.copyFailed : ''}
          </p>
        </div>
        <dl className="sysadmin-setup-meta">
          <dt>{text.expires}</dt>
          <dd>
            <time dateTime={link.expiresAt}>{text.expiresValue(formatDateTime(link.expiresAt))}</time>
          </dd>
        </dl>
        <div className="button-row sysadmin-dialog-actions">
          <button type="button" className="button" onClick={onDone}>
            {text.done}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
