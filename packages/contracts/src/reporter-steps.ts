import type { PostStatusCode } from './enums.ts';

// The one sequence of steps a reporter is shown, wherever they look: the receipt, the report's own page
// (/inquirypage), the home page and the guidance's procedure. One step per status, in the statuses' order, named in
// words that say what is happening; the admins' names of the statuses stay the spec's (POST_STATUS_TITLES).

/** The handling stages the spec describes to visitors (section 4), word for word, in order. */
export const HANDLING_STAGES = [
  '제보 접수',
  '내용 확인 및 등록',
  '조사 착수',
  '조사 완료',
  '종결',
  '결과 확인',
] as const;
export type HandlingStage = (typeof HANDLING_STAGES)[number];

export type ReporterStep = {
  status: PostStatusCode;
  /** The step's name on every reporter page (the admins see the status's own name instead). */
  title: string;
  /** What is happening while the report is at this step. */
  now: string;
  /** The spec's stages that bring a report to this step. */
  stages: readonly HandlingStage[];
};

export const REPORTER_STEPS: readonly ReporterStep[] = [
  {
    status: 'WAITING',
    title: '접수 확인 중',
    now: '제보가 감사실에 전달되었습니다. 감사실이 제보 내용을 확인하고 있습니다.',
    stages: ['제보 접수'],
  },
  {
    status: 'RECEIVED',
    title: '접수 완료',
    now: '감사실이 제보 내용을 확인하고 등록했습니다. 담당자가 조사를 준비하고 있습니다.',
    stages: ['내용 확인 및 등록'],
  },
  {
    status: 'IN_PROGRESS',
    title: '조사 중',
    now: '담당자가 사실관계를 조사하고 있습니다. 추가 자료가 필요하면 댓글로 요청합니다.',
    stages: ['조사 착수'],
  },
  {
    status: 'COMPLETED',
    title: '처리 완료',
    now: '감사실이 제보 처리를 마쳤습니다. 처리 결과는 감사실의 댓글에서 확인해주세요.',
    stages: ['조사 완료', '종결', '결과 확인'],
  },
];

/**
 * Where a step stands: reached and passed (done), the report's status now (current), passed over because the status
 * was set past it without it (skipped: never shown as done), or still ahead (upcoming).
 */
export const STEP_STATES = ['done', 'current', 'skipped', 'upcoming'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** The reporter's name of a status (the step's title). */
export const reporterStepTitle = (status: PostStatusCode): string =>
  REPORTER_STEPS.find((s) => s.status === status)?.title ?? status;

/** The steps of a report just filed: the first is current, the others ahead (the receipt page shows these). */
export function stepsAtSubmission(): {
  step: PostStatusCode;
  title: string;
  state: StepState;
  reachedDate: string | null;
}[] {
  return REPORTER_STEPS.map((s, i) => ({
    step: s.status,
    title: s.title,
    state: i === 0 ? 'current' : 'upcoming',
    reachedDate: null,
  }));
}
