import type { Migration, MigrationProvider } from 'kysely';
import { downInitialSchema, upInitialSchema } from './20261122T0500-initial-schema.ts';
import { downMenuKeys, upMenuKeys } from './20261123T0100-menu-keys.ts';
import { rowBoundCiphertexts } from './20261125T0100-row-bound-ciphertexts.ts';
import { evidenceChain } from './20261125T0200-evidence-chain.ts';
import { downAdminSecondFactor, upAdminSecondFactor } from './20261125T0300-admin-second-factor.ts';
import { downSigninFailures, upSigninFailures } from './20261125T0400-signin-failures.ts';
import { downFirstAdminLink, upFirstAdminLink } from './20261125T0500-first-admin-link.ts';
import { downOperations, upOperations } from './20261126T0100-operations.ts';
import { downListAtScale, upListAtScale } from './20261127T0100-list-at-scale.ts';
import { downReportNotes, upReportNotes } from './20261128T0100-report-notes.ts';
import { downSettings, upSettings } from './20261129T0100-settings.ts';
import { downLegalClocks, upLegalClocks } from './20261130T0100-legal-clocks.ts';
import { downHandlersExclusions, upHandlersExclusions } from './20261130T0200-handlers-exclusions.ts';
import { downOutboxMenu, upOutboxMenu } from './20261130T0300-outbox-menu.ts';
import { downDueNotices, upDueNotices } from './20261130T0500-due-notices.ts';
import { downStatsMenu, upStatsMenu } from './20261130T0600-stats-menu.ts';
import { downOutboxReport, upOutboxReport } from './20261130T0700-outbox-report.ts';
import { downAttachmentCleaning, upAttachmentCleaning } from './20261201T0100-attachment-cleaning.ts';
import { downKeyFence, upKeyFence } from './20261202T0100-key-fence.ts';
import { downOverdueCounts, upOverdueCounts } from './20261203T0100-overdue-counts.ts';
import { downOverdueMonthCounts, upOverdueMonthCounts } from './20261204T0100-overdue-month-counts.ts';
import { downEvidenceChainNext, upEvidenceChainNext } from './20261205T0100-evidence-chain-next.ts';
import { downEvidenceChainByIndex, upEvidenceChainByIndex } from './20261206T0100-evidence-chain-by-index.ts';
import { downPendingReports, upPendingReports } from './20261207T0100-pending-reports.ts';
import { downAttachmentOverLimit, upAttachmentOverLimit } from './20261208T0100-attachment-over-limit.ts';
import { downRandomRowIds, upRandomRowIds } from './20261208T0300-random-row-ids.ts';
import { evidenceAnchors } from './20261208T0400-evidence-anchors.ts';
import { downAccessGrantMacs, upAccessGrantMacs } from './20261208T0500-access-grant-macs.ts';
import { downCommentNotices, upCommentNotices } from './20261208T0600-comment-notices.ts';
import { downOversight, upOversight } from './20261208T0700-oversight.ts';
import { downReplyKinds, upReplyKinds } from './20261209T0100-reply-kinds.ts';
import { downCaseNumbers, upCaseNumbers } from './20261209T0200-case-numbers.ts';
import { downStatusListIndex, upStatusListIndex } from './20261209T0210-status-list-index.ts';
import { downCommentFiles, upCommentFiles } from './20261209T0500-comment-files.ts';

/** What some migrations need beyond the database: the master key, to re-encrypt stored values. */
export type MigrationContext = { masterKey?: Buffer };

/**
 * The migrations, listed explicitly (names are timestamp-prefixed and sort in order). A static list works
 * the same from TypeScript sources and from the compiled dist folder.
 */
export function migrationList(context: MigrationContext): Record<string, Migration> {
  return {
    '20261122T0500-initial-schema': { up: upInitialSchema, down: downInitialSchema },
    '20261123T0100-menu-keys': { up: upMenuKeys, down: downMenuKeys },
    '20261125T0100-row-bound-ciphertexts': rowBoundCiphertexts(context.masterKey),
    '20261125T0200-evidence-chain': evidenceChain(context.masterKey),
    '20261125T0300-admin-second-factor': { up: upAdminSecondFactor, down: downAdminSecondFactor },
    '20261125T0400-signin-failures': { up: upSigninFailures, down: downSigninFailures },
    '20261125T0500-first-admin-link': { up: upFirstAdminLink, down: downFirstAdminLink },
    '20261126T0100-operations': { up: upOperations, down: downOperations },
    '20261127T0100-list-at-scale': { up: upListAtScale, down: downListAtScale },
    '20261128T0100-report-notes': { up: upReportNotes, down: downReportNotes },
    '20261129T0100-settings': { up: upSettings, down: downSettings },
    '20261130T0100-legal-clocks': { up: upLegalClocks, down: downLegalClocks },
    '20261130T0200-handlers-exclusions': { up: upHandlersExclusions, down: downHandlersExclusions },
    '20261130T0300-outbox-menu': { up: upOutboxMenu, down: downOutboxMenu },
    '20261130T0500-due-notices': { up: upDueNotices, down: downDueNotices },
    '20261130T0600-stats-menu': { up: upStatsMenu, down: downStatsMenu },
    '20261130T0700-outbox-report': { up: upOutboxReport, down: downOutboxReport },
    '20261201T0100-attachment-cleaning': { up: upAttachmentCleaning, down: downAttachmentCleaning },
    '20261202T0100-key-fence': { up: upKeyFence, down: downKeyFence },
    '20261203T0100-overdue-counts': { up: upOverdueCounts, down: downOverdueCounts },
    '20261204T0100-overdue-month-counts': { up: upOverdueMonthCounts, down: downOverdueMonthCounts },
    '20261205T0100-evidence-chain-next': { up: upEvidenceChainNext, down: downEvidenceChainNext },
    '20261206T0100-evidence-chain-by-index': { up: upEvidenceChainByIndex, down: downEvidenceChainByIndex },
    '20261207T0100-pending-reports': { up: upPendingReports, down: downPendingReports },
    '20261208T0100-attachment-over-limit': { up: upAttachmentOverLimit, down: downAttachmentOverLimit },
    '20261208T0300-random-row-ids': { up: upRandomRowIds, down: downRandomRowIds },
    '20261208T0400-evidence-anchors': evidenceAnchors(context.masterKey),
    '20261208T0500-access-grant-macs': { up: upAccessGrantMacs, down: downAccessGrantMacs },
    '20261208T0600-comment-notices': { up: upCommentNotices, down: downCommentNotices },
    '20261208T0700-oversight': { up: upOversight, down: downOversight },
    '20261209T0100-reply-kinds': { up: upReplyKinds, down: downReplyKinds },
    '20261209T0200-case-numbers': { up: upCaseNumbers, down: downCaseNumbers },
    '20261209T0210-status-list-index': { up: upStatusListIndex, down: downStatusListIndex },
    '20261209T0500-comment-files': { up: upCommentFiles, down: downCommentFiles },
  };
}

export const migrationProvider = (context: MigrationContext): MigrationProvider => ({
  getMigrations: async () => migrationList(context),
});
