import type { StepState } from '@audit/contracts';

// The reporter's steps (contracts' REPORTER_STEPS) where a reporter sees them: the receipt and /inquirypage.

export const reportProgressText = {
  title: '처리 진행 상황',
  /** Where each step stands, in words (the colours only help). */
  states: {
    done: '완료',
    current: '현재 단계',
    skipped: '거치지 않음',
    upcoming: '진행 전',
  } satisfies Record<StepState, string>,
  /** Below the steps, when one was passed over. */
  skippedNote: '거치지 않음으로 표시된 단계는 감사실이 그 단계 없이 다음 단계로 처리한 것입니다.',
} as const;
