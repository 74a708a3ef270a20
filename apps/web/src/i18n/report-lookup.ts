// Reporter look-up (/reportinquiry): receipt number and password.

export const reportLookupText = {
  title: '제보 조회',
  lead: '제보 시 발급된 접수번호와 직접 정하신 비밀번호를 입력하십시오.',
  receipt: '접수번호',
  receiptHint: '16자리 숫자입니다. 하이픈(-)은 넣지 않아도 됩니다.',
  password: '비밀번호',
  submit: '조회',
  submitting: '조회 중',
  notes: [
    '처리완료 후 1개월이 지난 제보는 제보 내용과 처리 결과를 조회할 수 없습니다.',
    '비밀번호를 5회 잘못 입력하면 15분 동안 조회할 수 없습니다.',
    '접수번호와 비밀번호는 분실하면 복구하거나 재발급할 수 없습니다.',
  ],
} as const;
