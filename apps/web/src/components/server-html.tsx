import './server-html.css';

type Props = {
  html: string;
  className?: string;
  /**
   * The level the content's own section headings take on this screen (the server writes h4, older reports h3), so
   * that they follow the screen's headings without skipping a level: 3 under a screen's h2.
   */
  headingLevel?: 3 | 4;
};

/** The server's section headings (h3 to h6: only the server writes tags, see below) at `level`. */
export function withHeadingLevel(html: string, level: 3 | 4): string {
  return html.replace(/<(\/?)h[3-6]>/g, `<$1h${level}>`);
}

/**
 * Shows HTML that the server built: the report content (headed sections, p, br), comments (text with br), and the
 * privacy policy's text as its own pages show it (the footer's dialog, privacy-policy-dialog.tsx).
 * Why this is safe: the server escapes every character a reporter or an admin typed before it adds its own
 * few tags (the report content and comment views of the server's reports and comments features) and never
 * stores HTML a client wrote; the policy's pages hold only the site's own words, rendered by React on the server
 * (escaped) and fetched from this origin; the Content-Security-Policy (no inline script) is the second line. Keep every
 * dangerouslySetInnerHTML of the app here, for the reporter's and the admin's screens alike.
 */
export function ServerHtml({ html, className, headingLevel }: Props) {
  const shown = headingLevel ? withHeadingLevel(html, headingLevel) : html;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped HTML, see the comment above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: shown }} />;
}

/**
 * The text behind a comment's server HTML, for editing it: <br> back to line breaks, entities decoded. The
 * parsed document is inert (DOMParser runs no script and loads nothing); only its text is kept.
 */
export function serverHtmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n'), 'text/html');
  return doc.body.textContent ?? '';
}
