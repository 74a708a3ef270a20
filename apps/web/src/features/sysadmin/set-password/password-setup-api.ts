import { sysadminApi } from '@audit/contracts';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../../api/client.ts';

// The public set-password calls go through the shared client: it sends no admin token for them and leaves a 410
// ("link expired or used") to this page instead of treating it as an ended session (see api/tokens.ts).

/** Whose link this is; a 410 ApiError (SYSADMIN_MESSAGES.linkInvalid) when it expired or was used. */
export const fetchSetupInfo = (token: string, signal?: AbortSignal) =>
  apiGet(sysadminApi.passwordSetupInfo, { query: { token }, ...(signal ? { signal } : {}) });

export const submitPassword = (body: z.input<typeof sysadminApi.passwordSetup.body>) =>
  apiPost(sysadminApi.passwordSetup, { body });

/** The `userId` of /adminlogin: base64 of the login id's UTF-8 bytes. */
export function encodeUserId(loginId: string): string {
  const bytes = new TextEncoder().encode(loginId);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
