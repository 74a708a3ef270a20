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

export const MENU_ROWS = ADMIN_MENUS.map((menu, i) => ({
  key: menu.key,
  name: menu.name,
  url: menu.url,
  order_seq: i + 1,
  description: menu.description,
}));
