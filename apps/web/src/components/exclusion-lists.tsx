import type { ExclusionsView } from '@audit/contracts';
import { reportHandlersText, reportExclusionsText as t } from '../i18n/report-handlers.ts';
import { formatDateTime } from '../lib/dates.ts';
import './report-admins.css';

type Props = Pick<ExclusionsView, 'exclusions' | 'requests'> & {
  /** The level of the two lists' headings, one below the section's. */
  level?: 3 | 4;
};

/**
 * A report's exclusions in force (decided by its 감사 책임 그룹) and the requests waiting for that decision, as
 * two lists under their own headings: the report detail's 열람 제외 and the 제보 감독 screen show the same facts.
 */
export function ExclusionLists({ exclusions, requests, level = 3 }: Props) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <>
      <Heading className="report-admins-subtitle">{t.inForceTitle}</Heading>
      {exclusions.length === 0 ? (
        <p className="admin-hint">{t.none}</p>
      ) : (
        <ul className="report-admin-list" aria-label={t.current}>
          {exclusions.map((x) => (
            <li key={x.adminUserId}>
              {reportHandlersText.admin(x.name, x.groupName)}{' '}
              <span className="admin-hint">
                ({t.decided(x.excludedBy.name, formatDateTime(x.createdDate))})
              </span>
            </li>
          ))}
        </ul>
      )}
      <Heading className="report-admins-subtitle">{t.requestsTitle}</Heading>
      {requests.length === 0 ? (
        <p className="admin-hint">{t.noRequests}</p>
      ) : (
        <ul className="report-admin-list" aria-label={t.requests}>
          {requests.map((x) => (
            <li key={x.adminUserId}>
              {reportHandlersText.admin(x.name, x.groupName)}{' '}
              <span className="report-admin-flag">{t.pending}</span>{' '}
              <span className="admin-hint">
                ({t.requested(x.requestedBy.name, formatDateTime(x.createdDate))})
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
