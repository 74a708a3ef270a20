import { FOOTER_PAGES, type PrivacyVersion } from '@audit/contracts';

// The 개인정보처리방침's title and its versions, each a page of its own, apart from their text (privacy-policy.ts,
// privacy-policy-history.ts): the footer's dialog shows the text of those pages and needs only these words.

export const privacyPolicyText = {
  title: '개인정보처리방침',
  versionsLabel: '개인정보처리방침 버전',
  loading: '개인정보처리방침을 불러오는 중입니다.',
  failed: '개인정보처리방침을 불러오지 못했습니다.',
  openPage: '개인정보처리방침 페이지에서 보기',
} as const;

/** Every version, the current one first: its tab's label and the address of its page. */
export const POLICY_PAGES: readonly { version: PrivacyVersion; label: string; href: string }[] = [
  { version: 'current', label: '현행 v1.2 (2024-12-17)', href: FOOTER_PAGES.privacy },
  { version: 'v1.1', label: 'v1.1 (2023-03-01)', href: FOOTER_PAGES.privacyV11 },
  { version: 'v1.0', label: 'v1.0 (2021-06-01)', href: FOOTER_PAGES.privacyV10 },
];
