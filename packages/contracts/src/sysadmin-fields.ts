import { z } from 'zod/mini';
import { positiveId } from './comments.ts';
import { text } from './text.ts';

/** Messages of the system-admin screens (spec section 5: "Please enter required values", "Select a group"). */
export const SYSADMIN_MESSAGES = {
  required: '필수 항목을 입력해주세요.',
  selectGroup: '그룹을 선택해주세요.',
  saved: '저장되었습니다.',
  menuAdded: '메뉴 권한이 추가되었습니다.',
  menuReleased: '메뉴 권한이 해제되었습니다.',
  duplicateGroup: '이미 있는 그룹 이름입니다.',
  duplicateLoginId: '이미 사용 중인 아이디입니다.',
  duplicateMenuUrl: '이미 등록된 메뉴 URL입니다.',
  duplicateMap: '이 회사는 이미 해당 그룹에 지정되어 있습니다.',
  unknownCompany: '등록되지 않은 회사입니다. 목록에서 회사를 선택하거나 새 회사 추가를 선택해주세요.',
  companyExists: '이미 등록된 회사입니다. 새 회사 추가를 해제하고 목록에서 회사를 선택해주세요.',
  duplicateMenuMapping: '이미 부여된 메뉴 권한입니다.',
  notFound: '요청하신 항목을 찾을 수 없습니다.',
  builtInMenu: '기본 메뉴의 URL과 사용 여부는 변경할 수 없습니다.',
  lastPermissionGroup:
    '권한 관리 메뉴를 가진 마지막 그룹이므로 이 변경을 할 수 없습니다. 다른 그룹에 먼저 권한 관리 메뉴를 부여해주세요.',
  lastSysadmin:
    '사용 가능한 마지막 시스템관리자이므로 이 변경을 할 수 없습니다. 다른 시스템관리자를 먼저 등록해주세요.',
  lastOversightGroup:
    '제보 감독 메뉴를 가진 마지막 그룹이므로 이 변경을 할 수 없습니다. 제보마다 감독이 있어야 하므로 다른 그룹에 먼저 제보 감독 메뉴를 부여해주세요.',
  lastOversightAdmin:
    '제보 감독을 맡은 마지막 사용 가능한 관리자이므로 이 변경을 할 수 없습니다. 제보마다 감독이 있어야 하므로 다른 관리자를 먼저 등록해주세요.',
  loginIdFormat: '아이디는 영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 3~50자를 입력해주세요.',
  urlFormat: '메뉴 URL은 /로 시작하는 영문 경로로 입력해주세요.',
  emailFormat: '이메일 형식에 맞게 입력해주세요.',
  linkInvalid:
    '비밀번호 설정 링크가 만료되었거나 이미 사용되었습니다. 시스템관리자에게 새 링크를 요청해주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  passwordSet: '비밀번호가 설정되었습니다. 로그인해주세요.',
  firstAdminCreated: '첫 시스템관리자가 등록되었습니다. 로그인해주세요.',
  firstAdminLinkInvalid:
    '사용할 수 없는 등록 링크입니다. 이미 관리자가 있거나, 링크가 만료되었거나, 서버가 다시 시작되어 새 링크가 발급되었습니다.',
} as const;

// Field rules shared by the system-admin forms. Each limit here is also the form's maxLength.

/** A required text of at most `max` characters. */
export const requiredText = (max: number) =>
  text({ error: SYSADMIN_MESSAGES.required }).check(
    z.trim(),
    z.minLength(1, SYSADMIN_MESSAGES.required),
    z.maxLength(max),
  );
/** An optional text of at most `max` characters ('' when absent). */
export const optionalText = (max: number) =>
  z._default(z.optional(text().check(z.trim(), z.maxLength(max))), '');
/** A required id (of a select), with the message to show when it is missing. */
export const requiredId = (message: string = SYSADMIN_MESSAGES.required) =>
  z.coerce
    .number({ error: message })
    .check(z.int(message), z.positive(message), z.lte(2_147_483_647, message));
export const orderSeq = z.coerce
  .number({ error: SYSADMIN_MESSAGES.required })
  .check(z.int(SYSADMIN_MESSAGES.required), z.gte(0), z.lte(100_000));
/** An optional e-mail: empty means none (null). */
export const optionalEmail = z.pipe(
  z.pipe(
    z.optional(text().check(z.trim(), z.maxLength(254))),
    z.transform((v: string | undefined) => v || null),
  ),
  z.nullable(z.email(SYSADMIN_MESSAGES.emailFormat)),
);

/** An admin's login id: letters, digits and . _ - (3 to 50). */
export const loginIdField = text({ error: SYSADMIN_MESSAGES.required }).check(
  z.trim(),
  z.minLength(1, SYSADMIN_MESSAGES.required),
  z.maxLength(50, SYSADMIN_MESSAGES.loginIdFormat),
  z.regex(/^[A-Za-z0-9._-]{3,50}$/, SYSADMIN_MESSAGES.loginIdFormat),
);

export const idParam = z.object({ id: positiveId });
export const messageBody = z.object({ message: text() });
export const list = <T extends z.ZodMiniType>(t: T) => z.array(t);
