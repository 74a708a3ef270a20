import { auditContact } from './common.ts';
import type { PolicyVersion } from './privacy-policy.ts';

// Earlier versions of the 개인정보처리방침, kept readable as the law expects.

export const policyV11: PolicyVersion = {
  id: 'v1.1',
  effectiveFrom: '2023-03-01',
  effectiveNote: '이 개인정보처리방침은 2023년 3월 1일부터 2024년 12월 16일까지 적용되었습니다.',
  intro:
    '가람누리그룹 감사실은 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하기 위하여 다음과 같이 개인정보처리방침을 수립·공개합니다.',
  sections: [
    {
      title: '제1조(개인정보의 처리 목적)',
      paragraphs: ['감사실은 제보 접수, 사실 확인 및 조사, 처리 결과 안내를 위하여 개인정보를 처리합니다.'],
    },
    {
      title: '제2조(처리하는 개인정보의 항목)',
      paragraphs: [
        '실명제보의 경우 성명, 휴대전화번호, 이메일 주소를 처리하며, 익명제보의 경우 제보자를 식별할 수 있는 정보를 수집하지 않습니다.',
      ],
    },
    {
      title: '제3조(개인정보의 처리 및 보유 기간)',
      paragraphs: [
        '처리 목적이 달성되면 지체 없이 파기합니다. 다만, 불량 이용자 기록과 온라인 문의 기록은 1년, 대금결제 및 재화 등의 공급에 관한 기록은 5년, 소비자의 불만 또는 분쟁처리에 관한 기록은 3년간 보존합니다.',
      ],
    },
    {
      title: '제4조(개인정보의 제3자 제공 및 위탁)',
      paragraphs: [
        '실명제보의 경우 제보자의 동의를 받아 제보대상 회사의 감사 조직에 조사 목적으로 제공합니다. 시스템 운영 및 유지보수는 가람누리정보기술 주식회사에 위탁합니다.',
      ],
    },
    {
      title: '제5조(개인정보의 파기 및 안전성 확보조치)',
      paragraphs: [
        '전자적 파일은 복구할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다. 개인정보는 암호화하여 저장하고, 접근 권한을 담당 관리자로 제한하며, 접속기록을 보관합니다.',
      ],
    },
    {
      title: '제6조(정보주체의 권리와 개인정보 보호책임자)',
      paragraphs: [
        `정보주체는 개인정보 열람, 정정·삭제, 처리정지를 요구할 수 있습니다. 개인정보 보호책임자: 감사실장 (전화 ${auditContact.phone}, 이메일 ${auditContact.email})`,
      ],
    },
  ],
};

export const policyV10: PolicyVersion = {
  id: 'v1.0',
  effectiveFrom: '2021-06-01',
  effectiveNote: '이 개인정보처리방침은 2021년 6월 1일부터 2023년 2월 28일까지 적용되었습니다.',
  intro: '가람누리그룹 감사실은 사이버감사실 개설에 따라 다음과 같이 개인정보처리방침을 수립·공개합니다.',
  sections: [
    {
      title: '제1조(개인정보의 처리 목적 및 항목)',
      paragraphs: [
        '감사실은 제보 접수와 처리 결과 안내를 위하여 실명제보자의 성명, 휴대전화번호, 이메일 주소를 처리합니다. 익명제보의 경우 제보자를 식별할 수 있는 정보를 수집하지 않습니다.',
      ],
    },
    {
      title: '제2조(개인정보의 보유 기간 및 파기)',
      paragraphs: [
        '처리 목적이 달성되면 지체 없이 파기합니다. 관계 법령에 따라 보존할 필요가 있는 경우에는 해당 기간 동안 보존합니다.',
      ],
    },
    {
      title: '제3조(개인정보의 제3자 제공)',
      paragraphs: [
        '감사실은 법령에 특별한 규정이 있는 경우를 제외하고 개인정보를 제3자에게 제공하지 않습니다.',
      ],
    },
    {
      title: '제4조(개인정보 보호책임자)',
      paragraphs: [
        `개인정보 보호책임자: 감사실장 (전화 ${auditContact.phone}, 이메일 ${auditContact.email})`,
      ],
    },
  ],
};

export const policyHistory: readonly PolicyVersion[] = [policyV11, policyV10];
