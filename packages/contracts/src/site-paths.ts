// The public pages' addresses, field names, messages and small rules (issue 28): apart from the pages' models and
// forms (site-pages.ts), and free of any schema, so a page without a form loads none of zod with them.

/**
 * Every public page's address, the one list of them (spec section 2, and the footer's popups as pages of their own):
 * the server renders each with React for everyone (issue 28); PUBLIC_PAGES, the footer's and the forms' addresses,
 * the web's links, the budget check's walk and the bench's pages are taken from here.
 */
export const SITE_PAGES = {
  home: '/',
  guide: '/reportguide',
  reporting: '/reporting',
  reportReal: '/reportsecond',
  reportAnonymous: '/reportsecond02',
  reportComplete: '/reportcomplete',
  lookup: '/reportinquiry',
  myReport: '/inquirypage',
  auditPopup: '/auditpopup',
  auditPopup2: '/auditpopup2',
  sessionTimeout: '/sessiontimeout',
  privacy: '/privacypolicy',
  privacyV11: '/privacypolicy/v1.1',
  privacyV10: '/privacypolicy/v1.0',
  certification: '/certification',
} as const;

/** The pages of the footer's dialogs, reachable as pages too (without JavaScript a dialog cannot open). */
export const FOOTER_PAGES = {
  privacy: SITE_PAGES.privacy,
  privacyV11: SITE_PAGES.privacyV11,
  privacyV10: SITE_PAGES.privacyV10,
  certification: SITE_PAGES.certification,
} as const;

/** Where the public pages' forms post (plain forms: post-redirect-get; the same with JavaScript, enhanced). */
export const SITE_FORMS = {
  /** The report form (multipart): checked, then the review step; with JavaScript, sent at once after the dialog. */
  reportReal: SITE_PAGES.reportReal,
  reportAnonymous: SITE_PAGES.reportAnonymous,
  /** The review step's 접수 and 수정 (urlencoded). */
  confirmReal: `${SITE_PAGES.reportReal}/confirm`,
  confirmAnonymous: `${SITE_PAGES.reportAnonymous}/confirm`,
  lookup: SITE_PAGES.lookup,
  comment: `${SITE_PAGES.myReport}/comment`,
  attachment: `${SITE_PAGES.myReport}/attachfile`,
  /** A file of a comment (issue 31), named by `?id=` (commentFileHref). */
  commentFile: `${SITE_PAGES.myReport}/commentfile`,
  signout: `${SITE_PAGES.myReport}/signout`,
} as const;

/** The reporter page's link to a file of a comment on the own report (issue 31). */
export const commentFileHref = (id: number): string => `${SITE_FORMS.commentFile}?id=${id}`;

/** What the public pages' server says beside the spec's own messages (issue 28). */
export const SITE_MESSAGES = {
  foreignPost: '다른 사이트에서 보낸 요청은 처리하지 않습니다. 이 사이트의 화면에서 다시 시도해주세요.',
  csrfInvalid: '보안 확인에 실패하여 보내지 않았습니다. 입력하신 내용을 확인한 뒤 다시 보내주세요.',
  csrfExpired:
    '화면을 연 지 오래되어 보안 확인 시간이 지났습니다. 입력하신 내용을 확인한 뒤 다시 보내주세요.',
  reviewGone: '확인 시간이 지나 제보가 접수되지 않았습니다. 내용을 다시 작성해주세요.',
  signedOut: '제보 조회를 종료했습니다.',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  commentHeld:
    '조회가 끝나 작성하신 댓글을 등록하지 못했습니다. 접수번호와 패스워드로 다시 조회하시면 작성하신 댓글을 입력란에 다시 채워드립니다.',
  commentRestored: '작성하신 댓글은 아직 등록되지 않았습니다. 내용을 확인한 뒤 등록해주세요.',
} as const;

/**
 * The look-up's hidden field for a comment whose post found the session ended (expired while it was typed): it rides
 * the sign-in, so the comment comes back in its box, unsent, and nothing is kept on the server meanwhile.
 */
export const HELD_COMMENT_FIELD = 'heldComment';

/** The name of every form's CSRF token field. */
export const CSRF_FIELD = '_csrf';

/** The 실명제보 consents (spec: both "yes", no default), as the consent step sends them on. */
export const CONSENT_FIELDS = { collection: 'collectionConsent', thirdParty: 'thirdPartyConsent' } as const;
export type ConsentAnswer = 'yes' | 'no';

export type PostKind = 'PUBLIC' | 'PRIVATE';

/** A field's message by field name: the first failing rule's, as the form shows it beside the field. */
export type FieldErrors = Partial<Record<string, string>>;

/** A message for the whole page: shown at its top without JavaScript, in the page's own dialog with it. */
export type PageNotice = { tone: 'error' | 'info'; message: string };

/** The consents' rule (spec section 5): both must be "yes". */
export const consentsGiven = (collection: unknown, thirdParty: unknown): boolean =>
  collection === 'yes' && thirdParty === 'yes';

/** The guidance page's tabs, in order (`?tab=` without JavaScript). */
export const GUIDE_TABS = ['protection', 'targets', 'procedure', 'others'] as const;
export type GuideTab = (typeof GUIDE_TABS)[number];

export type PrivacyVersion = 'current' | 'v1.1' | 'v1.0';
