import { auditContact, commonText } from './common.ts';

// The notice windows (/auditpopup, /auditpopup2) that the home page opens.

export type NoticeText = {
  title: string;
  heading: string;
  paragraphs: readonly string[];
  items: readonly string[];
  closing: string;
  signature: string;
};

export const popupText = {
  hideToday: '오늘 하루 보지 않기',
  close: commonText.close,
  windowLabel: `${commonText.siteName} 공지`,
} as const;

export const ethicsCampaignNotice: NoticeText = {
  title: '추석 명절 윤리경영 실천 안내',
  heading: '추석 명절, 선물 대신 마음을 나눠주세요',
  paragraphs: [
    '가람누리그룹 감사실은 추석 명절을 맞아 「명절 선물 안 주고 안 받기」 캠페인을 시행합니다. 협력회사와 이해관계자 여러분께서는 임직원에게 선물이나 금품을 보내지 않도록 협조해주세요.',
    '임직원은 직무와 관련하여 금품, 선물, 향응, 편의를 받아서는 안 됩니다. 부득이하게 선물을 받은 경우에는 즉시 반송하고 감사실에 알려주세요.',
  ],
  items: [
    '금품·상품권·선물 및 향응 제공과 수수',
    '명절을 이유로 한 협력회사 경비 전가',
    '직위를 이용한 선물 요구',
  ],
  closing:
    '위와 같은 행위를 알게 되면 사이버감사실로 제보해주세요. 제보자의 신원과 제보 내용은 철저히 비밀로 보호됩니다.',
  signature: `${commonText.groupName} ${commonText.officeName}`,
};

export const reportingChannelNotice: NoticeText = {
  title: '사이버감사실 제보 채널 안내',
  heading: '부정·비리 행위는 사이버감사실로 제보해주세요',
  paragraphs: [
    '가람누리그룹 감사실은 임직원, 고객, 협력회사 누구나 부정·비리 행위를 제보할 수 있도록 제보 채널을 운영합니다. 실명제보와 익명제보 모두 가능하며, 제보자의 신원은 철저히 보호됩니다.',
    '온라인으로 제보하면 접수번호가 발급됩니다. 접수번호와 패스워드는 분실하면 복구할 수 없으므로 꼭 따로 보관해주세요.',
  ],
  items: [
    '온라인: 사이버감사실 홈페이지의 제보하기',
    `전화: ${auditContact.phone} (평일 09:00~18:00)`,
    `팩스: ${auditContact.fax}`,
    `우편 및 방문: ${auditContact.address}`,
  ],
  closing: '접수된 제보는 내용 확인 후 조사하며, 처리에는 최소 2주에서 1개월 이상 걸릴 수 있습니다.',
  signature: `${commonText.groupName} ${commonText.officeName}`,
};
