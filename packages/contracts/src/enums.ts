import { z } from 'zod/mini';

/** Report status codes, in handling order (spec section 4). */
export const POST_STATUS_CODES = ['WAITING', 'RECEIVED', 'IN_PROGRESS', 'COMPLETED'] as const;
export const postStatusCode = z.enum(POST_STATUS_CODES);
export type PostStatusCode = z.infer<typeof postStatusCode>;

/** PUBLIC is a real-name report, PRIVATE an anonymous one. */
export const POST_TYPES = ['PUBLIC', 'PRIVATE'] as const;
export const postType = z.enum(POST_TYPES);
export type PostType = z.infer<typeof postType>;

/** Usable / unusable state of groups, admin users, menus, companies and company maps. */
export const RECORD_STATUSES = ['ENABLED', 'DISABLED'] as const;
export const recordStatus = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof recordStatus>;
