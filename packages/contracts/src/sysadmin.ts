import { z } from 'zod';
import { endpoint } from './endpoints.ts';
import { recordStatus } from './enums.ts';
import { adminPassword } from './passwords.ts';

export const SYSADMIN_MESSAGES = {
  required: '필수 값을 입력해주세요.',
  selectGroup: '그룹을 선택해주세요.',
  saved: '저장되었습니다.',
  menuAdded: '메뉴 권한이 추가되었습니다.',
  menuReleased: '메뉴 권한이 해제되었습니다.',
  duplicateGroup: '이미 있는 그룹 이름입니다.',
  duplicateLoginId: '이미 사용 중인 아이디입니다.',
  duplicateMenuUrl: '이미 등록된 메뉴 URL입니다.',
  duplicateMap: '이 회사는 이미 해당 그룹에 지정되어 있습니다.',
  duplicateMenuMapping: '이미 부여된 메뉴 권한입니다.',
  notFound: '요청하신 항목을 찾을 수 없습니다.',
  lastPermissionGroup:
    '권한 관리 메뉴를 가진 마지막 그룹이므로 이 변경을 할 수 없습니다. 다른 그룹에 먼저 권한 관리 메뉴를 부여해 주십시오.',
  lastSysadmin:
    '사용 가능한 마지막 시스템관리자이므로 이 변경을 할 수 없습니다. 다른 시스템관리자를 먼저 등록해 주십시오.',
  loginIdFormat: '아이디는 영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 3~50자 입력해주세요.',
  urlFormat: '메뉴 URL은 /로 시작하는 영문 경로로 입력해주세요.',
  emailFormat: '이메일 양식에 맞게 작성해주세요.',
  linkInvalid:
    '비밀번호 설정 링크가 만료되었거나 이미 사용되었습니다. 시스템관리자에게 새 링크를 요청해 주십시오.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  passwordSet: '비밀번호가 설정되었습니다. 로그인해 주십시오.',
} as const;

const required = (max: number) =>
  z.string({ error: SYSADMIN_MESSAGES.required }).trim().min(1, SYSADMIN_MESSAGES.required).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');
const positiveId = (message: string = SYSADMIN_MESSAGES.required) =>
  z.coerce.number({ error: message }).int(message).positive(message);
const orderSeq = z.coerce
  .number({ error: SYSADMIN_MESSAGES.required })
  .int(SYSADMIN_MESSAGES.required)
  .min(0)
  .max(100_000);
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .optional()
  .transform((v) => v || null)
  .pipe(z.email(SYSADMIN_MESSAGES.emailFormat).nullable());

export const idParam = z.object({ id: z.coerce.number().int().positive() });

// Groups
export const groupView = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  statusCode: recordStatus,
  statusTitle: z.string(),
});
export const groupCreate = z.object({ name: required(100), description: optionalText(500) });
export const groupUpdate = groupCreate.extend({ status: recordStatus });
export const groupCombo = z.array(z.object({ id: z.number(), name: z.string() }));

// Admin users
export const adminUserView = z.object({
  id: z.number(),
  loginId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  groupId: z.number(),
  groupName: z.string(),
  statusCode: recordStatus,
  statusName: z.string(),
  passwordSet: z.boolean(),
});
export const adminUserCreate = z.object({
  loginId: z
    .string({ error: SYSADMIN_MESSAGES.required })
    .trim()
    .min(1, SYSADMIN_MESSAGES.required)
    .regex(/^[A-Za-z0-9._-]{3,50}$/, SYSADMIN_MESSAGES.loginIdFormat),
  name: required(100),
  email: optionalEmail,
  groupId: positiveId(SYSADMIN_MESSAGES.selectGroup),
});
export const adminUserUpdate = adminUserCreate.omit({ loginId: true }).extend({ status: recordStatus });
/** A one-time link for the user to choose a password; shown once, valid for 24 hours. */
export const passwordSetupLink = z.object({ path: z.string(), expiresAt: z.string() });
export const adminUserCreated = z.object({ user: adminUserView, setupLink: passwordSetupLink });

// Menus
export const menuView = z.object({
  id: z.number(),
  name: z.string(),
  orderSeq: z.number(),
  url: z.string(),
  description: z.string(),
  statusCode: recordStatus,
  statusName: z.string(),
});
export const menuCreate = z.object({
  name: required(100),
  orderSeq,
  url: required(200).regex(/^\/[A-Za-z0-9/_-]*$/, SYSADMIN_MESSAGES.urlFormat),
  description: optionalText(500),
  /** Ignored on create: new menus are always ENABLED (spec section 4). */
  status: recordStatus.optional(),
});
export const menuUpdate = menuCreate.extend({ status: recordStatus });

// Group-menu permissions
export const groupMenuRow = z.object({
  menuId: z.number(),
  groupMenuId: z.number().nullable(),
  isMapped: z.boolean(),
  name: z.string(),
  url: z.string(),
});
export const groupMenuCreate = z.object({
  menu_id: positiveId(),
  user_group_id: positiveId(SYSADMIN_MESSAGES.selectGroup),
});
export const groupIdParam = z.object({ groupId: z.coerce.number().int().positive() });
export const groupMenuIdParam = z.object({ group_menu_id: z.coerce.number().int().positive() });
export const messageBody = z.object({ message: z.string() });

// Company-type maps
export const companyMapView = z.object({
  id: z.number(),
  companyName: z.string(),
  companyCode: z.string(),
  isSourceComp: z.boolean(),
  isDestinationComp: z.boolean(),
  orderSeq: z.number(),
  userGroupId: z.number(),
  userGroupName: z.string(),
  statusCode: recordStatus,
  statusTitle: z.string(),
});
export const companyMapCreate = z.object({
  companyName: required(100),
  sourceComp: z.boolean().optional().default(false),
  destinationComp: z.boolean().optional().default(false),
  groupId: positiveId(SYSADMIN_MESSAGES.selectGroup),
  orderSeq,
});
export const companyMapUpdate = companyMapCreate.extend({
  id: z.coerce.number().int().positive().optional(),
  status: recordStatus,
});

// Audit trail
export const auditQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });
export const auditPage = z.object({
  content: z.array(
    z.object({
      id: z.number(),
      createdDate: z.string(),
      actorLoginId: z.string().nullable(),
      ip: z.string().nullable(),
      action: z.string(),
      entity: z.string(),
      entityId: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
});

// Password setup (public: the link's token is the credential)
export const passwordSetupQuery = z.object({ token: z.string().min(10).max(100) });
export const passwordSetupInfo = z.object({ loginId: z.string(), name: z.string() });
export const passwordSetupBody = z
  .object({ token: z.string().min(10).max(100), password: adminPassword, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, {
    message: SYSADMIN_MESSAGES.passwordMismatch,
    path: ['passwordConfirm'],
  });

const list = <T extends z.ZodType>(t: T) => z.array(t);

export const sysadminApi = {
  groups: endpoint({
    method: 'GET',
    path: '/api/sysadmin/groups',
    summary: '그룹 목록',
    response: list(groupView),
  }),
  createGroup: endpoint({
    method: 'POST',
    path: '/api/sysadmin/groups',
    summary: '그룹 등록',
    body: groupCreate,
    response: groupView,
  }),
  updateGroup: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/groups/:id',
    summary: '그룹 수정',
    params: idParam,
    body: groupUpdate,
    response: groupView,
  }),
  groupCombo: endpoint({
    method: 'GET',
    path: '/api/sysadmin/groups/combo',
    summary: '사용 중인 그룹 (선택 목록)',
    response: groupCombo,
  }),
  users: endpoint({
    method: 'GET',
    path: '/api/sysadmin/users/adminrole',
    summary: '관리자 목록',
    response: list(adminUserView),
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/api/sysadmin/users',
    summary: '관리자 등록 (비밀번호 설정 링크 발급)',
    body: adminUserCreate,
    response: adminUserCreated,
  }),
  updateUser: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/users/:id',
    summary: '관리자 수정',
    params: idParam,
    body: adminUserUpdate,
    response: adminUserView,
  }),
  newPasswordLink: endpoint({
    method: 'POST',
    path: '/api/sysadmin/users/:id/password-link',
    summary: '비밀번호 설정 링크 재발급 (이전 링크는 무효)',
    params: idParam,
    response: passwordSetupLink,
  }),
  menus: endpoint({
    method: 'GET',
    path: '/api/sysadmin/Menus',
    summary: '메뉴 목록',
    response: list(menuView),
  }),
  createMenu: endpoint({
    method: 'POST',
    path: '/api/sysadmin/Menus',
    summary: '메뉴 등록',
    body: menuCreate,
    response: menuView,
  }),
  updateMenu: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/Menus/:id',
    summary: '메뉴 수정',
    params: idParam,
    body: menuUpdate,
    response: menuView,
  }),
  groupMenus: endpoint({
    method: 'GET',
    path: '/api/sysadmin/GroupMenus/:groupId',
    summary: '그룹의 메뉴 권한',
    params: groupIdParam,
    response: list(groupMenuRow),
  }),
  addGroupMenu: endpoint({
    method: 'POST',
    path: '/api/sysadmin/GroupMenus',
    summary: '메뉴 권한 부여',
    body: groupMenuCreate,
    response: messageBody,
  }),
  removeGroupMenu: endpoint({
    method: 'DELETE',
    path: '/api/sysadmin/GroupMenus/:group_menu_id',
    summary: '메뉴 권한 해제',
    params: groupMenuIdParam,
    response: messageBody,
  }),
  companyMaps: endpoint({
    method: 'GET',
    path: '/api/sysadmin/companyTypeMaps',
    summary: '회사-그룹 지정 목록',
    response: list(companyMapView),
  }),
  createCompanyMap: endpoint({
    method: 'POST',
    path: '/api/sysadmin/companyTypeMaps',
    summary: '회사-그룹 지정',
    body: companyMapCreate,
    response: companyMapView,
  }),
  updateCompanyMap: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/companyTypeMaps/:id',
    summary: '회사-그룹 지정 수정',
    params: idParam,
    body: companyMapUpdate,
    response: companyMapView,
  }),
  audit: endpoint({
    method: 'GET',
    path: '/api/sysadmin/audit',
    summary: '관리 변경 기록 (감사 추적)',
    query: auditQuery,
    response: auditPage,
  }),
  passwordSetupInfo: endpoint({
    method: 'GET',
    path: '/api/admin/password-setup',
    summary: '비밀번호 설정 링크 확인',
    query: passwordSetupQuery,
    response: passwordSetupInfo,
  }),
  passwordSetup: endpoint({
    method: 'POST',
    path: '/api/admin/password-setup',
    summary: '비밀번호 설정',
    body: passwordSetupBody,
    response: messageBody,
  }),
};
