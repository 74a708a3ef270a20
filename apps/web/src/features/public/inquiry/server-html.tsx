type Props = { html: string; className?: string };

/**
 * Shows HTML that the server built: the report content (h4 headings, p, br) and comments (text with br).
 * Why this is safe: the server escapes every character the reporter or an admin typed before it adds its own
 * few tags (apps/server/src/features/reports/report-content.ts) and never stores HTML a client wrote; the
 * Content-Security-Policy (no inline script) is the second line. Keep every dangerouslySetInnerHTML here.
 */
export function ServerHtml({ html, className }: Props) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped HTML, see the comment above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
