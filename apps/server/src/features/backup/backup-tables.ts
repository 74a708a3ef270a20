import type { Database } from '../../db/types.ts';
import { ENCRYPTED_TABLES } from '../../security/cipher-bindings.ts';

type Table = keyof Database;

/**
 * What a backup holds, in the order a restore writes it (each table after those it refers to). Attachments come
 * last: their file contents are read after the snapshot of everything else (see dump-database.ts).
 */
export const BACKED_UP_TABLES: readonly Table[] = [
  'company_types',
  'report_types',
  'post_statuses',
  'user_groups',
  'menus',
  'group_menus',
  'company_type_maps',
  'admin_users',
  'admin_recovery_codes',
  'password_setup_tokens',
  'posts',
  'post_status_changes',
  'reporter_credentials',
  'reporter_identities',
  'comments',
  'report_notes',
  'report_assignees',
  'report_exclusions',
  'settings',
  'mail_outbox',
  'due_notices',
  'evidence_chain_starts',
  'login_logs',
  'personal_data_access_logs',
  'audit_trail',
  'attachments',
];

/**
 * What a backup leaves out, and why: nothing a restored site needs. Every table is in one of the two lists
 * (backup.test.ts checks it against the schema), so a new table is never left out by oversight.
 */
export const NOT_BACKED_UP: Readonly<Partial<Record<Table, string>>> = {
  sessions: 'sign-ins end with the move; everyone signs in again',
  signin_failures: 'short-lived counters under a key derived from the master key',
  first_admin_links: 'a new link is printed at start while no admin exists',
  key_rotations: 'about the keys of the source site, not of the restored one',
  scheduled_jobs: 'the restored site runs its jobs on its own schedule',
  post_status_counts: 'kept by a trigger on posts, so restored with them',
  post_due_days: 'kept by a trigger on posts, so restored with them',
  post_due_months: 'kept by a trigger on posts, so restored with them',
  cache_versions: "a restored site's caches start empty",
  pending_reports: 'reports waiting hours at most for their review page (without JavaScript) to be confirmed',
};

/**
 * Columns left out of the backup: derived from other values under a key of the site (the title's keyword index is
 * made again at the restored site's start, under its own key).
 */
export const NOT_BACKED_UP_COLUMNS: Readonly<Record<string, readonly string[]>> = { posts: ['search_terms'] };

/** Evidence tables: their chains are checked when backed up and sealed again under the restoring site's key. */
export const CHAINED_TABLES = ['login_logs', 'personal_data_access_logs', 'audit_trail'] as const;

/** The encrypted columns of a table, with their bindings (values are kept decrypted inside the backup). */
export function encryptedColumnsOf(table: string) {
  return ENCRYPTED_TABLES.find((t) => t.table === table);
}
