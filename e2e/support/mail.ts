/**
 * Where the site under test sends its mail (SMTP_URL in playwright.config.ts): a port of its own beside the web
 * port, so that runs on different E2E_PORTs never share a mail server. The outbox journey listens there.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_PORT ?? 18080) + 1000;
