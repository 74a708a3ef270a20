import { commonText } from './common.ts';

// Home page (/).
export const homeText = {
  title: `${commonText.groupName} ${commonText.siteName}`,
  heroEyebrow: `${commonText.groupName} 감사실`,
  heroTitle: commonText.siteName,
  heroLead:
    '가람누리그룹의 부정·비리 행위를 제보받아 조사하는 감사실의 온라인 창구입니다. 임직원, 고객, 협력회사 ' +
    '누구나 실명 또는 익명으로 제보하고, 접수번호로 처리 결과를 확인할 수 있습니다.',
  heroReport: '제보하기',
  heroLookup: '제보 조회',
  trustTitle: '제보자를 지키는 세 가지 약속',
  trust: {
    anonymous: {
      title: '익명 보장',
      body: '익명제보는 이름과 연락처를 받지 않으며, 제보자의 IP 주소도 저장하지 않습니다.',
    },
    encrypted: {
      title: '암호화 저장',
      body: '제보 내용과 첨부파일, 실명제보자의 연락처는 모두 암호화하여 보관합니다.',
    },
    protected: {
      title: '불이익 금지',
      body: '제보를 이유로 불이익을 주는 것은 금지되며, 이를 어긴 사람은 징계합니다.',
    },
  },
  introTitle: '사이버감사실 소개',
  intro: [
    '사이버감사실은 가람누리그룹 모든 계열사의 부정·비리 행위를 제보받아 조사하는 온라인 창구입니다. 감사실은 접수된 제보를 공정하고 객관적으로 조사하고, 그 결과를 제보자에게 알려드립니다.',
    '제보자의 신원과 제보 내용은 철저히 비밀로 보호됩니다. 제보를 이유로 제보자에게 어떠한 불이익도 주지 않으며, 제보자를 밝히거나 불이익을 준 사람은 엄중히 징계합니다.',
  ],
  stepsTitle: '제보 처리 절차',
  stepsLead: '제보 조회 화면에서 제보가 지금 어느 단계에 있는지 확인하실 수 있습니다.',
  stepsNote: '처리에는 최소 2주가 걸리며, 조사 내용에 따라 1개월 이상 걸릴 수 있습니다.',
  stepsMore: '처리 절차 자세히 보기',
  ethicsTitle: '가람누리그룹의 윤리경영',
  ethics: [
    '가람누리그룹은 정직과 신뢰를 경영의 기본으로 삼습니다. 모든 임직원은 윤리강령에 따라 법과 원칙을 지키고, 고객과 협력회사를 공정하게 대합니다.',
    '금품·향응 수수, 권한 남용, 부당한 업체 선정과 같은 비윤리 행위를 알게 되었을 때 제보해주시는 한 분 한 분의 용기가 깨끗한 조직을 만듭니다.',
  ],
  linksTitle: '바로 가기',
  cards: {
    guide: {
      title: '제보 안내',
      body: '제보자 보호, 제보 대상, 제보 방법과 처리 절차를 확인해주세요.',
    },
    reporting: {
      title: '제보하기',
      body: '실명제보 또는 익명제보를 선택하여 제보하실 수 있습니다.',
    },
    lookup: {
      title: '제보 조회',
      body: '접수번호와 패스워드로 처리상태와 감사실 답변을 확인해주세요.',
    },
  },
} as const;
