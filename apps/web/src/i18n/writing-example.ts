import type { ReportSectionKey } from '@audit/contracts';

/**
 * 작성 예시: an invented report written along the six sections. Apart from the form's texts (report-form.ts) so
 * that it loads with its dialog only, not before the form can be drawn (the form pages' JavaScript budget).
 */
export const writingExampleText = {
  title: '제보 작성 예시',
  lead: '아래는 작성 방법을 보여드리기 위한 가상의 예시입니다.',
  titleExample: '협력업체 선정 과정에서의 금품 수수 제보',
  sections: {
    who: '가람누리건설 구매팀 김○○ 과장',
    when: '2025년 3월 초부터 4월 말까지, 여러 차례',
    where: '본사 인근 식당과 협력업체 사무실',
    what: '자재 납품업체 선정 대가로 현금과 상품권을 받았습니다.',
    how: '입찰 전에 특정 업체에 예정 가격을 알려 주고, 선정 후 식사 자리에서 봉투를 받았습니다. 당시 대화 메모를 첨부합니다.',
    why: '특정 업체가 낙찰되도록 돕고 개인적인 대가를 받기 위한 것으로 보입니다.',
  } satisfies Record<ReportSectionKey, string>,
  otherRequests: '조사 과정에서 제가 제보자임이 알려지지 않도록 해주세요.',
  close: '닫기',
};
