// Words the consent page, both report forms and the receipt share: the two kinds of report (the tabs) and the steps.
// Apart from reporting.ts, so the forms and the receipt do not load the consent texts with them.

export const reportKindText = {
  tabsLabel: '제보 방식',
  real: '실명제보',
  anonymous: '익명제보',
} as const;

/**
 * The step indicator of the consent page, both forms and the receipt (components/step-indicator.tsx): the reporter's
 * own steps up to sending the report. Its last is 제출 완료, not 접수: the audit office's receipt is the first of the
 * handling steps (contracts' REPORTER_STEPS), which the receipt shows below.
 */
export const reportStepsText = {
  label: '제보 작성 단계',
  steps: ['선택/동의', '작성', '제출 완료'],
  done: '완료',
} as const;
