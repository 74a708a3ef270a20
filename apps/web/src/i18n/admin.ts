import { ADMIN_MENUS, type AdminMenuUrl } from '@audit/contracts';
import { commonText } from './common.ts';

// Admin and system-admin area. Imported only by lazily loaded admin code, so it never reaches reporters.

const menuName = (url: AdminMenuUrl): string => ADMIN_MENUS.find((m) => m.url === url)?.name ?? url;

export const adminText = {
  areaName: `${commonText.siteName} 관리자`,
  homeLinkLabel: `${commonText.siteName} 관리자 첫 화면`,
  screens: {
    login: '관리자 로그인',
    loginLog: menuName('/admininquiry'),
    reportList: menuName('/adminreport'),
    reportDetail: '제보 상세',
    setPassword: '비밀번호 설정',
    groups: menuName('/admingroup'),
    managers: menuName('/adminmanager'),
    menus: menuName('/adminmenu'),
    groupAuth: menuName('/admingroupauth'),
    companyAuth: menuName('/admincompanyauth'),
  },
} as const;
