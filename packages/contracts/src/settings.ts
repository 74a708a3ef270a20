import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { text } from './text.ts';

// The legal clocks' durations (issue 12), set by system admins on /adminsettings: how long the audit office has
// to acknowledge a report, and then to tell the reporter the outcome. The defaults are the EU whistleblowing
// directive's (7 days, 3 months).

export const SETTINGS_DEFAULTS = { acknowledgementDays: 7, feedbackMonths: 3 } as const;
export const SETTINGS_LIMITS = {
  acknowledgementDays: { min: 1, max: 30 },
  feedbackMonths: { min: 1, max: 12 },
} as const;

const { acknowledgementDays: days, feedbackMonths: months } = SETTINGS_LIMITS;
export const SETTINGS_MESSAGES = {
  acknowledgementDays: `접수 확인 기한은 ${days.min}일부터 ${days.max}일까지의 정수로 입력해주세요.`,
  feedbackMonths: `처리 결과 회신 기한은 ${months.min}개월부터 ${months.max}개월까지의 정수로 입력해주세요.`,
} as const;

/** A whole number between `min` and `max` (a form's text box is read as a number). */
const wholeNumber = ({ min, max }: { min: number; max: number }, message: string) =>
  z.coerce.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

/** Both durations are sent together: the form shows and saves them as one. */
export const settingsUpdate = z.object({
  acknowledgementDays: wholeNumber(days, SETTINGS_MESSAGES.acknowledgementDays),
  feedbackMonths: wholeNumber(months, SETTINGS_MESSAGES.feedbackMonths),
});
export type SettingsUpdate = z.infer<typeof settingsUpdate>;

export const settingsView = z.object({
  /** The acknowledgement is due this many days after the report was submitted. */
  acknowledgementDays: z.number(),
  /** The feedback is due this many months after the acknowledgement. */
  feedbackMonths: z.number(),
  /** When a system admin last changed them (YYYY-MM-DD HH:mm, Korea time); null while they are the defaults. */
  updatedDate: z.nullable(text()),
});
export type SettingsView = z.infer<typeof settingsView>;

/** The settings area (SETTINGS menu). */
export const settingsApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/sysadmin/settings',
    audience: 'admin',
    summary: '처리기한 설정 (접수 확인 기한, 처리 결과 회신 기한)',
    response: settingsView,
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    path: '/api/sysadmin/settings',
    audience: 'admin',
    summary: '처리기한 설정 변경',
    body: settingsUpdate,
    response: settingsView,
  }),
};
