// The only HTML the server writes from people's text: everything typed is escaped before the few tags are added,
// so the web app can show the result as HTML (see apps/web/src/components/server-html.tsx).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Escaped text with line breaks as <br>: the stored form of comments and report sections. */
export function textToHtml(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');
}
