import { useEffect, useState } from 'react';
import { POLICY_PAGES, privacyPolicyText as text } from '../i18n/privacy-policy-pages.ts';
import { Dialog } from './dialog.tsx';
import { ServerHtml } from './server-html.tsx';
import { Tabs } from './tabs.tsx';
import './privacy-policy.css';

type Props = { open: boolean; onClose: () => void };

/**
 * The policy's text in a version's page, as the dialog shows it: the page's article with its section headings one
 * level down (h3 under the dialog's title). Null when the page holds none.
 */
export function policyOfPage(pageHtml: string): string | null {
  const article = new DOMParser()
    .parseFromString(pageHtml, 'text/html')
    .querySelector('article.privacy-text');
  return article ? article.outerHTML.replace(/<(\/?)h2\b/g, '<$1h3') : null;
}

// Each version's text, fetched from its page the first time its tab is shown (kept for the page's life).
const loaded = new Map<string, string>();
const loading = new Map<string, Promise<string>>();

/** Forgets what was fetched, as a new page load does (for tests, each of which is a page of its own). */
export function forgetFetchedPolicies(): void {
  loaded.clear();
  loading.clear();
}

function loadPolicy(href: string): Promise<string> {
  let pending = loading.get(href);
  if (!pending) {
    pending = fetch(href).then(async (res) => {
      const policy = res.ok ? policyOfPage(await res.text()) : null;
      if (policy === null) throw new Error(`${href}: ${res.status}`);
      loaded.set(href, policy);
      return policy;
    });
    loading.set(href, pending);
    // A failure is tried again the next time the tab is shown.
    pending.catch(() => loading.delete(href));
  }
  return pending;
}

/** One version's text, from its page; while it comes, a notice; if it cannot come, the link to the page. */
function PagePolicy({ href }: { href: string }) {
  const [html, setHtml] = useState(() => loaded.get(href));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (html !== undefined) return;
    let shown = true;
    loadPolicy(href).then(
      (policy) => shown && setHtml(policy),
      () => shown && setFailed(true),
    );
    return () => {
      shown = false;
    };
  }, [href, html]);
  if (html !== undefined) return <ServerHtml html={html} />;
  return (
    <p role="status">
      {failed ? (
        <>
          {text.failed} <a href={href}>{text.openPage}</a>
        </>
      ) : (
        text.loading
      )}
    </p>
  );
}

/**
 * The 개인정보처리방침 in a dialog: the current version first, older versions one tab away. The text is that of each
 * version's own page (/privacypolicy, /privacypolicy/v1.1, /privacypolicy/v1.0: the same for every visitor, rendered
 * once by the server), fetched when its tab is first shown, so no page carries the policy's text in its script.
 */
export function PrivacyPolicyDialog({ open, onClose }: Props) {
  const [shown, setShown] = useState(POLICY_PAGES[0]?.version);
  return (
    <Dialog open={open} onClose={onClose} title={text.title} className="privacy-dialog">
      <Tabs
        label={text.versionsLabel}
        selectedId={shown}
        onSelect={(id) => setShown(id as typeof shown)}
        items={POLICY_PAGES.map((page) => ({
          id: page.version,
          label: page.label,
          panel: page.version === shown ? <PagePolicy href={page.href} /> : null,
        }))}
        className="privacy-tabs"
        panelClassName="privacy-panel"
      />
    </Dialog>
  );
}
