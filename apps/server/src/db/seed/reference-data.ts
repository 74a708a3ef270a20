import { ADMIN_MENUS, POST_STATUS_CODES, POST_STATUS_TITLES } from '@audit/contracts';

/** The name the system-admin group is created with; system admins may rename it later. */
export const SYSADMIN_GROUP_NAME = '시스템관리자';

export const POST_STATUS_ROWS = POST_STATUS_CODES.map((code, i) => ({
  code,
  title: POST_STATUS_TITLES[code],
  order_seq: i + 1,
}));

/** The eight report types of guidance tab 2. */
export const REPORT_TYPE_ROWS = [
  { code: 'BRIBERY', title: '금품·향응 수수' },
  { code: 'UNFAIR_VENDOR', title: '부당한 업체 선정' },
  { code: 'ABUSE_OF_POWER', title: '권한 남용 및 부당 지시' },
  { code: 'EMBEZZLEMENT', title: '횡령·배임' },
  { code: 'HARASSMENT', title: '성희롱·괴롭힘' },
  { code: 'HR_COMPLAINT', title: '인사 관련 불만' },
  { code: 'INFO_LEAK', title: '정보 유출' },
  { code: 'OTHER_UNETHICAL', title: '기타 비윤리 행위' },
].map((row, i) => ({ ...row, order_seq: i + 1 }));

const MENU_DESCRIPTIONS: Record<string, string> = {
  '/adminreport': '제보 목록, 상세, 댓글, 처리상태 변경, 엑셀 다운로드',
  '/admininquiry': '관리자 로그인 기록 조회',
  '/admingroup': '관리자 그룹 등록 및 수정',
  '/adminmanager': '관리자 계정 등록 및 수정',
  '/adminmenu': '관리자 메뉴 등록 및 수정',
  '/admingroupauth': '그룹별 메뉴 권한 부여',
  '/admincompanyauth': '그룹별 담당 회사 지정',
};

export const MENU_ROWS = ADMIN_MENUS.map((menu, i) => ({
  name: menu.name,
  url: menu.url,
  order_seq: i + 1,
  description: MENU_DESCRIPTIONS[menu.url] ?? '',
}));
