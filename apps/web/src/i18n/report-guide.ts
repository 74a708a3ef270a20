import type { HandlingStage } from '@audit/contracts';
import { auditContact } from './common.ts';

// Guidance page (/reportguide): the four tabs. Contact data is fictional demo data (CONTENT.md).

/** Audit contacts of each company of the group (guidance tab 4). Fictional numbers and addresses. */
export const companyAuditContacts = [
  { company: '가람누리홀딩스', phone: '02-000-0000', email: 'audit@holdings.example' },
  { company: '가람누리전자', phone: '02-000-0001', email: 'audit@electronics.example' },
  { company: '가람누리건설', phone: '02-000-0002', email: 'audit@construction.example' },
  { company: '가람누리상사', phone: '02-000-0003', email: 'audit@trading.example' },
  { company: '가람누리푸드', phone: '02-000-0004', email: 'audit@foods.example' },
  { company: '가람누리로지스', phone: '02-000-0005', email: 'audit@logistics.example' },
  { company: '빈스앤리프', phone: '02-000-0006', email: 'audit@beansandleaf.example' },
] as const;

/** The fax row of the methods table: its number is not one to call from a phone. */
const FAX = '팩스';

export const reportGuideText = {
  title: '제보 안내',
  lead: '사이버감사실 제보 전에 제보자 보호 제도와 제보 대상, 제보 방법을 확인해주세요.',
  tabsLabel: '제보 안내 항목',
  tabs: {
    protection: '제보자 보호',
    targets: '제보 대상',
    procedure: '제보 방법 및 처리 절차',
    others: '기타 제보 방법',
  },
  cta: {
    text: '제보할 내용이 있으시면 실명 또는 익명으로 제보하실 수 있습니다.',
    report: '제보하기',
    lookup: '제보 조회',
  },
  protection: {
    duty: {
      title: '제보자 비밀보장 의무',
      paragraphs: [
        '감사실과 제보 처리에 관여하는 모든 임직원은 제보자의 동의 없이 제보자의 신원이나 제보자임을 미루어 알 수 있는 사실을 다른 사람에게 알리거나 공개해서는 안 됩니다.',
        '이 의무는 「공익신고자 보호법」 제12조(공익신고자등의 비밀보장 의무)를 본보기로 삼아 그룹 사규로 정한 것입니다.',
      ],
    },
    disadvantage: {
      title: '불이익 조치 금지',
      paragraphs: [
        '누구든지 제보를 이유로 제보자에게 징계, 전보, 근무 조건의 차별, 따돌림 등 어떠한 불이익도 주어서는 안 됩니다.',
        '제보로 인하여 불이익을 받았거나 받을 우려가 있으면 감사실에 보호를 요청해주세요. 감사실은 지체 없이 사실을 확인하고 필요한 보호 조치를 합니다.',
        '제보자의 신원을 공개하거나 제보자에게 불이익을 준 사람은 사규에 따라 엄중히 징계합니다.',
      ],
    },
    policy: {
      title: '제보자 보호 정책',
      lead: '감사실은 제보자를 보호하기 위하여 다음과 같이 제보 정보를 관리합니다.',
      items: [
        '분리·암호화 보관: 실명제보자의 성명, 휴대전화번호, 이메일 주소는 제보 내용과 분리하여 암호화한 상태로 보관합니다. 제보 내용과 첨부파일도 암호화하여 보관합니다.',
        '접근 제한: 제보 정보는 해당 회사를 담당하는 감사 조직의 지정된 담당자만 열람할 수 있습니다.',
        '접근 기록: 담당자가 제보를 열람하거나 첨부파일을 내려받은 기록을 모두 남기고 정기적으로 점검합니다.',
        '익명 보장: 익명제보는 제보자를 식별할 수 있는 정보를 받지 않으며, 사이버감사실은 제보자의 IP 주소 등 접속 정보를 저장하지 않습니다.',
        '본인 확인: 제보 내용과 처리 결과는 접수번호와 제보자가 정한 패스워드로만 조회할 수 있습니다.',
      ],
    },
  },
  targets: {
    companies: {
      title: '제보대상 회사',
      paragraph: '가람누리그룹의 모든 계열사와 그 임직원에 관한 제보를 받습니다.',
    },
    acts: {
      title: '제보 대상 행위',
      caption: '제보유형과 해당 행위',
      head: ['제보유형', '해당 행위'],
      rows: [
        ['금품·향응 수수', '직무와 관련하여 금품, 향응, 편의를 요구하거나 받는 행위'],
        ['부당한 업체 선정', '특정 업체에 특혜를 주거나 공정한 경쟁을 해치는 업체 선정 및 거래 행위'],
        ['권한 남용 및 부당 지시', '지위나 권한을 이용하여 부당한 업무를 지시하거나 사적인 이익을 얻는 행위'],
        ['횡령·배임', '회사의 자금이나 자산을 유용하거나 임무를 어겨 회사에 손해를 끼치는 행위'],
        ['성희롱·괴롭힘', '직장 내 성희롱, 폭언, 따돌림 등 괴롭힘 행위'],
        ['인사 관련 불만', '채용, 평가, 승진, 배치 등 인사 운영의 불공정에 관한 사항'],
        ['정보 유출', '회사의 영업비밀이나 고객·임직원의 개인정보를 외부로 유출하는 행위'],
        ['기타 비윤리 행위', '그 밖에 법령이나 그룹 윤리강령에 어긋나는 행위'],
      ],
    },
    caution: {
      title: '유의사항',
      items: [
        '사실이 아님을 알면서 한 허위 제보나 근거 없이 특정인을 비방하는 제보는 정당한 제보로 보지 않으며, 제보자 보호를 받을 수 없습니다.',
        '조사가 가능하도록 육하원칙(누가, 언제, 어디서, 무엇을, 어떻게, 왜)에 따라 구체적으로 작성하고, 증빙 자료가 있으면 첨부해주세요.',
      ],
    },
    reward: {
      title: '포상',
      paragraph:
        '제보 내용이 사실로 확인되어 부정 행위를 바로잡거나 회사의 손실을 막는 데 기여한 경우, 내부 심의를 거쳐 포상할 수 있습니다.',
    },
  },
  procedure: {
    methods: {
      title: '제보 방법',
      caption: '제보 방법과 연락처 (시연용 가상 정보)',
      head: ['방법', '안내'],
      fax: FAX,
      rows: [
        ['온라인', '사이버감사실의 제보하기 메뉴에서 실명 또는 익명으로 제보하실 수 있습니다(24시간).'],
        ['전화', `${auditContact.phone} (평일 09:00~18:00)`],
        [FAX, auditContact.fax],
        ['우편', auditContact.address],
        ['방문', `${auditContact.address} (평일 09:00~18:00, 방문 전 전화로 일정을 알려주세요.)`],
      ],
      note: '위 연락처와 주소는 시연용 가상 정보입니다.',
    },
    steps: {
      title: '처리 절차',
      lead: '제보 조회 화면의 처리 진행 상황은 아래 네 단계로 표시됩니다. 각 단계에 이르기까지 감사실이 하는 일은 다음과 같습니다.',
      /** What happens at each of the spec's handling stages (contracts' HANDLING_STAGES), under the reporter's steps. */
      stages: {
        '제보 접수':
          '온라인, 전화, 팩스, 우편, 방문으로 제보를 접수합니다. 온라인 제보에는 접수번호가 발급됩니다.',
        '내용 확인 및 등록': '감사실이 제보 내용을 검토하여 조사 대상인지 판단하고 등록합니다.',
        '조사 착수':
          '담당 감사 조직이 사실관계를 확인하는 조사를 시작합니다. 필요하면 댓글로 추가 자료를 요청합니다.',
        '조사 완료': '조사 결과를 정리하고 필요한 조치를 결정합니다.',
        종결: '조치를 마치면 제보 처리를 종결합니다.',
        '결과 확인': '제보자는 접수번호와 패스워드로 처리 결과를 확인합니다.',
      } satisfies Record<HandlingStage, string>,
      skipped:
        '감사실이 중간 단계 없이 처리를 마치면, 그 단계는 완료로 표시하지 않고 거치지 않음으로 표시합니다.',
    },
    duration: {
      title: '처리 기간',
      items: [
        '제보 처리에는 최소 2주가 걸리며, 조사 내용에 따라 1개월 이상 걸릴 수 있습니다.',
        '처리가 완료된 제보는 처리 완료 후 1개월 동안 조회하실 수 있으며, 그 뒤에는 제보 내용과 처리 결과를 조회할 수 없습니다.',
      ],
    },
  },
  others: {
    customer: {
      title: '제품·서비스 관련 불만',
      paragraph:
        '제품이나 서비스 이용에 관한 불만과 문의는 사이버감사실이 아니라 고객센터에서 처리합니다. 아래 고객센터를 이용해주세요.',
      link: '가람누리그룹 고객센터 (새 창)',
      href: 'https://support.garamnuri.example/',
      note: '고객센터 주소는 시연용 가상 주소입니다.',
    },
    contacts: {
      title: '계열사 감사 조직 연락처',
      lead: '각 계열사 감사 조직에 직접 제보하실 수도 있습니다.',
      caption: '계열사별 감사 조직 연락처',
      phone: '전화',
      email: '이메일',
      note: '위 연락처는 시연용 가상 정보입니다.',
    },
  },
} as const;
