// Consent page (/reporting). The words it shares with the forms and the receipt are in report-flow.ts.

type ConsentText = {
  title: string;
  caption: string;
  rows: readonly (readonly [string, string])[];
  refusal: string;
  question: string;
};

const collection: ConsentText = {
  title: '개인정보 수집·이용 동의',
  caption: '개인정보 수집·이용 내용',
  rows: [
    ['수집·이용 목적', '실명제보의 접수, 제보 사실 확인 및 조사, 제보자 연락과 처리 결과 안내, 제보자 보호'],
    ['수집 항목', '성명, 휴대전화번호, 이메일 주소(필수) 및 제보 내용과 첨부파일에 포함된 정보'],
    [
      '보유 및 이용 기간',
      '제보 처리가 완료된 날부터 3년. 다만, 조사 결과에 따른 징계나 소송 등 후속 절차가 진행 중이면 그 절차가 끝날 때까지 보관한 후 파기합니다.',
    ],
  ],
  refusal:
    '귀하는 개인정보 수집·이용에 동의하지 않을 권리가 있습니다. 다만, 동의하지 않으시면 실명제보를 진행할 수 없습니다. 개인정보를 제공하지 않으려면 익명제보를 이용해주세요.',
  question: '위와 같이 개인정보를 수집·이용하는 데 동의하십니까?',
};

const thirdParty: ConsentText = {
  title: '개인정보 제3자 제공 동의',
  caption: '개인정보 제3자 제공 내용',
  rows: [
    ['제공받는 자', '제보대상 회사의 감사 조직(해당 회사의 제보를 조사하는 그룹 계열사 감사 조직 포함)'],
    ['제공 목적', '제보 사실 확인 및 조사, 제보자 연락과 처리 결과 안내'],
    ['제공 항목', '성명, 휴대전화번호, 이메일 주소, 제보 내용'],
    ['보유 및 이용 기간', '조사 완료 시까지'],
  ],
  refusal:
    '귀하는 개인정보 제3자 제공에 동의하지 않을 권리가 있습니다. 다만, 동의하지 않으시면 실명제보를 진행할 수 없습니다.',
  question: '위와 같이 개인정보를 제3자에게 제공하는 데 동의하십니까?',
};

export const reportingText = {
  title: '제보하기',
  choice: {
    title: '제보 방식 선택',
    lead: '어느 방식을 선택하셔도 제보자의 신원은 보호됩니다.',
    anonymous: '이름과 연락처를 묻지 않으며, 개인정보 동의 없이 바로 작성합니다.',
    real: '남기신 연락처로 감사실이 사실 확인과 결과 안내를 위해 연락드립니다.',
  },
  lead: '실명제보를 하시려면 아래 개인정보 처리에 관한 내용을 읽고 동의 여부를 선택해주세요. 익명제보는 개인정보를 수집하지 않습니다.',
  consents: { collection, thirdParty },
  agree: '동의함',
  disagree: '동의하지 않음',
  next: '다음',
  notice: {
    title: '제보 처리 안내',
    paragraphs: [
      '제보 처리에는 최소 2주가 걸리며, 조사 내용에 따라 1개월 이상 걸릴 수 있습니다.',
      '제보를 마치면 접수번호가 발급됩니다. 접수번호와 직접 정하신 패스워드로 처리 결과를 조회하실 수 있습니다.',
      '접수번호와 패스워드는 분실하면 복구하거나 재발급할 수 없으므로 반드시 따로 보관해주세요.',
    ],
    confirm: '확인',
    cancel: '취소',
  },
} as const;
