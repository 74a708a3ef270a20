import { SITE_PAGES } from './site-paths.ts';

/** The pages the server renders with React for everyone (issue 28): SITE_PAGES, the one list of their addresses. */
export const PUBLIC_PAGES = Object.values(SITE_PAGES);

/** The admin app's pages: a client-rendered React app, loaded only by someone who opens one of them. */
export const ADMIN_PAGES = [
  '/adminlogin',
  '/admininquiry',
  '/admininquirypage',
  '/adminreport',
  '/admingroup',
  '/adminmanager',
  '/adminmenu',
  '/admingroupauth',
  '/admincompanyauth',
  '/adminsetpassword',
  '/adminsetup',
  '/adminaudit',
  '/adminsettings',
  '/adminoutbox',
  '/adminstats',
  '/adminoversight',
] as const;

/**
 * The built-in admin menus: the fixed key their API area's permission rests on (no screen can change it),
 * their URL (read-only too: the web app's screen lives there), Korean name and what the screen does, in their
 * default order.
 */
export const ADMIN_MENUS = [
  {
    key: 'REPORTS',
    url: '/adminreport',
    name: '제보 관리',
    description: '제보 목록, 상세, 댓글, 처리상태 변경, 엑셀 다운로드',
  },
  { key: 'LOGIN_LOG', url: '/admininquiry', name: '접속 기록', description: '관리자 로그인 기록 조회' },
  { key: 'GROUPS', url: '/admingroup', name: '그룹 관리', description: '관리자 그룹 등록 및 수정' },
  {
    key: 'ADMIN_ACCOUNTS',
    url: '/adminmanager',
    name: '관리자 관리',
    description: '관리자 계정 등록 및 수정',
  },
  { key: 'MENUS', url: '/adminmenu', name: '메뉴 관리', description: '관리자 메뉴 등록 및 수정' },
  {
    key: 'GROUP_PERMISSIONS',
    url: '/admingroupauth',
    name: '그룹 권한 관리',
    description: '그룹별 메뉴 권한 부여',
  },
  {
    key: 'COMPANY_MAPS',
    url: '/admincompanyauth',
    name: '회사 권한 관리',
    description: '그룹별 담당 회사 지정',
  },
  {
    key: 'SETTINGS',
    url: '/adminsettings',
    name: '처리기한 설정',
    description: '접수 확인 기한과 처리 결과 회신 기한 설정',
  },
  {
    key: 'OUTBOX',
    url: '/adminoutbox',
    name: '메일 발송함',
    description: '알림 메일의 발송 상태 조회와 실패한 메일 재발송',
  },
  // Appended, like every menu a migration adds to a running site (addBuiltInMenu): the same order either way.
  {
    key: 'STATS',
    url: '/adminstats',
    name: '제보 통계',
    description: '회사별, 유형별, 처리상태별, 월별 제보 현황과 처리기한 준수율',
  },
  {
    key: 'OVERSIGHT',
    url: '/adminoversight',
    name: '제보 감독',
    description: '감사 책임 그룹의 제보 감독: 담당자와 열람 제외 확인, 제외 요청 결정, 보류된 제보 전달',
  },
] as const;
export type MenuKey = (typeof ADMIN_MENUS)[number]['key'];
export type AdminMenuUrl = (typeof ADMIN_MENUS)[number]['url'];

/** The system-admin areas; holding any of them also opens the audit trail (/adminaudit), which has no menu of its own. */
export const SYSADMIN_MENU_KEYS = [
  'GROUPS',
  'ADMIN_ACCOUNTS',
  'MENUS',
  'GROUP_PERMISSIONS',
  'COMPANY_MAPS',
  'SETTINGS',
  'OUTBOX',
] as const;

/** The system-admin menus' URLs (the web's side menu shows the audit trail to their holders). */
export const SYSADMIN_MENU_URLS = [
  '/admingroup',
  '/adminmanager',
  '/adminmenu',
  '/admingroupauth',
  '/admincompanyauth',
  '/adminsettings',
  '/adminoutbox',
] as const;
export const AUDIT_PAGE = { url: '/adminaudit', name: '관리 변경 기록' } as const;
