import { sysadminText } from '../../../i18n/sysadmin.ts';

// The fields of the records the audit trail keeps, as the system-admin forms show them: in the forms' order and
// with the forms' own labels (read from the same i18n entries, so the trail and the form cannot drift apart).

const text = sysadminText.audit;
const { groups, adminAccounts, menus, companyMaps, settings, form } = sysadminText;

/**
 * Per entity, its fields in the order its edit form shows them (then what the trail adds that no form shows).
 * Fields not listed come after these, in the order they were written.
 */
export const FORM_FIELDS: Record<string, readonly string[]> = {
  group: ['name', 'description', 'secondFactorRequired', 'statusCode'],
  admin_user: ['loginId', 'name', 'email', 'groupId', 'statusCode', 'passwordSet', 'expiresAt'],
  menu: ['orderSeq', 'name', 'url', 'description', 'statusCode'],
  company_map: [
    'orderSeq',
    'companyName',
    'companyCode',
    'userGroupId',
    'isSourceComp',
    'isDestinationComp',
    'statusCode',
  ],
  company: ['title'],
  group_menu: ['groupId', 'menuId', 'url'],
  settings: ['acknowledgementDays', 'feedbackMonths', 'updatedDate'],
  post: [
    'caseNumber',
    'status',
    'adminUserIds',
    'added',
    'removed',
    'companyTypeId',
    'companyCode',
    'reportTypeId',
    'postType',
    'createdAt',
    'completedAt',
    'retentionDays',
  ],
  note: ['postId', 'contentEnc'],
  comment: ['postId', 'contentEnc'],
  mail_outbox: ['to', 'subject', 'status', 'attempts'],
};

/** The forms' labels, where a field's name means something else per entity (a group's name is 그룹명). */
const FORM_LABELS: Record<string, Record<string, string>> = {
  group: {
    name: groups.name,
    description: groups.description,
    secondFactorRequired: groups.secondFactor,
    statusCode: form.status,
  },
  admin_user: {
    loginId: adminAccounts.loginId,
    name: adminAccounts.name,
    email: adminAccounts.email,
    groupId: adminAccounts.group,
    statusCode: form.status,
    passwordSet: adminAccounts.passwordSet,
  },
  menu: {
    orderSeq: menus.orderSeq,
    name: menus.name,
    url: menus.url,
    description: menus.description,
    statusCode: form.status,
  },
  company_map: {
    orderSeq: companyMaps.orderSeq,
    companyName: companyMaps.companyName,
    userGroupId: companyMaps.group,
    isSourceComp: companyMaps.sourceComp,
    isDestinationComp: companyMaps.destinationComp,
    isOversight: companyMaps.oversight,
    statusCode: form.status,
  },
  company: { title: companyMaps.companyName },
  post: { status: text.postStatus },
  settings: { acknowledgementDays: settings.acknowledgementDays, feedbackMonths: settings.feedbackMonths },
};

/** What a list of admins is, by the action that set it. */
const ACTION_LABELS: Record<string, Record<string, string>> = {
  SET_ASSIGNEES: { adminUserIds: text.assignees },
  SET_EXCLUSIONS: { adminUserIds: text.exclusions },
  REQUEST_EXCLUSIONS: { adminUserIds: text.exclusionRequests },
  DECIDE_EXCLUSIONS: { adminUserIds: text.exclusions },
  RELEASE_REPORT: { held: text.held },
};

/** The label of a field of `entity`'s record written by `action`; a field no one named is shown as it is. */
export function formLabel(entity: string, action: string, key: string): string {
  return ACTION_LABELS[action]?.[key] ?? FORM_LABELS[entity]?.[key] ?? text.fields[key] ?? key;
}
