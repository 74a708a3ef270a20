import {
  CONSENT_FIELDS,
  CONSENT_MESSAGE,
  type ConsentAnswer,
  consentsGiven,
  SITE_PAGES,
  type SitePage,
} from '@audit/contracts';
import type { FastifyInstance } from 'fastify';
import { type SiteContext, sendPage } from './page-reply.ts';

type Query = Record<string, string | undefined>;

const answer = (value: string | undefined): ConsentAnswer | null =>
  value === 'yes' || value === 'no' ? value : null;

/**
 * /reporting and its steps, each an address of its own: the choice (no query), the real-name consents
 * (`?step=consent`), and the processing notice (`?step=notice&kind=...`). The consents' rule holds here: the notice of
 * a real-name report opens only with both "yes"; otherwise the consents come back with the spec's message (400).
 */
export function reportingRoutes(site: FastifyInstance, ctx: SiteContext): void {
  site.get<{ Querystring: Query }>(SITE_PAGES.reporting, (request, reply) => {
    const q = request.query;
    const consents = {
      collection: answer(q[CONSENT_FIELDS.collection]),
      thirdParty: answer(q[CONSENT_FIELDS.thirdParty]),
    };
    const base = { page: 'reporting', consents } as const;
    let page: SitePage = { ...base, step: 'choice', kind: 'anonymous' };
    let status = 200;
    if (q.step === 'consent') page = { ...base, step: 'consent', kind: 'real' };
    if (q.step === 'notice' && q.kind === 'anonymous') page = { ...base, step: 'notice', kind: 'anonymous' };
    if (q.step === 'notice' && q.kind === 'real') {
      const given = consentsGiven(consents.collection, consents.thirdParty);
      page = given
        ? { ...base, step: 'notice', kind: 'real' }
        : { ...base, step: 'consent', kind: 'real', notice: { tone: 'error', message: CONSENT_MESSAGE } };
      if (!given) status = 400;
    }
    return sendPage(ctx, reply, page, { status, shared: true });
  });
}
