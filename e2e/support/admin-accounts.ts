import type { TestInfo } from '@playwright/test';

/**
 * The system admin every run starts with: scripts/start-server.mjs creates it with the built CLI
 * (create-admin --sysadmin) before the server opens the fresh database. That script is plain JavaScript and
 * repeats these values: change both together.
 */
export const SYSADMIN = {
  loginId: 'e2e.sysadmin',
  name: 'E2E 시스템관리자',
  password: 'E2e#Sysadmin2026',
} as const;

/**
 * The password the journeys give the admins they create (admin rule: 10+ characters with a letter, a digit and
 * a special character, and not containing the login id; the ids below never occur in it).
 */
export const ADMIN_PASSWORD = 'Gamsa#Pass2026';

export type AdminAccount = { loginId: string; name: string; password: string };

/**
 * A short tag unique to this test, project and run: it goes into login ids, group names and report titles so
 * that the projects (and a reused local server's earlier runs) never see each other's data. Login ids allow
 * letters, digits, '.', '_' and '-' only.
 */
export function runTag(testInfo: TestInfo): string {
  const project = testInfo.project.name === 'mobile' ? 'm' : 'd';
  const random = Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0');
  return `${project}${Date.now().toString(36).slice(-6)}${random}`;
}

/** base64 of the UTF-8 login id: what the company portal passes as /adminlogin?userId=. */
export function encodeUserId(loginId: string): string {
  return Buffer.from(loginId, 'utf8').toString('base64');
}
