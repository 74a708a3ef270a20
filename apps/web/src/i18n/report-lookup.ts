import { REPORTER_MESSAGES } from '@audit/contracts';

// Reporter look-up (/reportinquiry): receipt number and password.

export const reportLookupText = {
  title: '제보 조회',
  lead: '제보 시 발급된 접수번호와 직접 정하신 패스워드를 입력해주세요.',
  receipt: '접수번호',
  receiptHint: '16자리 숫자입니다. 하이픈(-)은 넣지 않아도 됩니다.',
  password: '패스워드',
  submit: '조회',
  required: REPORTER_MESSAGES.lookupRequired,
  notes: [
    '처리 완료 후 1개월이 지난 제보는 제보 내용과 처리 결과를 조회할 수 없습니다.',
    '패스워드를 5회 잘못 입력하면 15분 동안 조회할 수 없습니다.',
    '접수번호와 패스워드는 분실하면 복구하거나 재발급할 수 없습니다.',
  ],
} as const;
