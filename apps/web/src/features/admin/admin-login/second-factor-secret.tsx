import { useId, useRef, useState } from 'react';
import { adminText } from '../../../i18n/admin.ts';
import { copyText, selectTextOf } from '../../../lib/copy-text.ts';

const text = adminText.secondFactor;

/** The secret in groups of four, for reading it into an app by eye (the groups are spacing only, not text). */
export const secretGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

/**
 * The secret to type when the QR code cannot be scanned (e.g. signing in on the phone that holds the app): shown in
 * groups of four, with 비밀키 복사 (the secret as the app wants it, without spaces) and, on that phone, a link that
 * opens the authenticator app with the key filled in.
 */
export function SecondFactorSecret({ secret, otpauthUri }: { secret: string; otpauthUri: string }) {
  const ids = { label: useId(), groups: useId(), app: useId() };
  const secretRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    const done = await copyText(secret);
    if (!done) selectTextOf(secretRef.current);
    setCopied(done);
  };
  return (
    <div className="second-factor-secret-box">
      <p id={ids.label} className="second-factor-secret-label">
        {text.secretLabel}
      </p>
      {/* Spacing between the groups is drawn, not typed: a hand-made copy of the selection has no spaces either. */}
      <code ref={secretRef} className="second-factor-secret" aria-describedby={`${ids.label} ${ids.groups}`}>
        {secretGroups(secret).map((group, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two groups of a secret may be the same letters; the place is the identity.
          <span key={i}>{group}</span>
        ))}
      </code>
      <p id={ids.groups} className="admin-hint">
        {text.secretGroups}
      </p>
      <div className="second-factor-actions">
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          {text.copySecret}
        </button>
        <a className="button button-secondary" href={otpauthUri} aria-describedby={ids.app}>
          {text.openInApp}
        </a>
      </div>
      <p id={ids.app} className="admin-hint">
        {text.openInAppHint}
      </p>
      <p role="status" className={copied === false ? 'admin-field-error' : 'admin-hint'}>
        {copied === null ? '' : copied ? text.secretCopied : text.secretNotCopied}
      </p>
    </div>
  );
}
