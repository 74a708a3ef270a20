import type { ReportSectionKey } from '@audit/contracts';

// Report forms (/reportsecond real-name, /reportsecond02 anonymous). The validation messages are the spec's
// and come from the contracts (REPORT_MESSAGES); this file holds the rest of the screen's words.

/** The holding company whose audit team a reporter may choose instead of a subsidiary's own team. */
const HOLDING_COMPANY = '가람누리홀딩스';

export const reportFormText = {
  titles: { real: '실명제보', anonymous: '익명제보' },
  reportDate: '접수일',
  requiredNote: '* 표시는 필수 입력 항목입니다.',
  sections: {
    target: '1. 제보 대상',
    content: '2. 제보 내용',
    contact: '3. 제보자 정보 및 패스워드',
    password: '3. 조회용 패스워드',
  },
  company: '제보대상 회사',
  reportType: '제보유형',
  optionsLoading: '목록을 불러오는 중입니다.',
  optionsError: '회사 및 제보유형 목록을 불러오지 못했습니다.',
  title: '제목',
  sectionHints: {
    who: '행위자의 회사, 부서, 직위, 성명 등을 적어주세요.',
    when: '일이 일어난 날짜, 시간 또는 기간을 적어주세요.',
    where: '일이 일어난 장소를 적어주세요.',
    what: '어떤 일이 있었는지 적어주세요.',
    how: '어떤 방법으로 이루어졌는지 적어주세요.',
    why: '그렇게 한 이유나 목적, 제보하시는 이유를 적어주세요.',
  } satisfies Record<ReportSectionKey, string>,
  otherRequestsHint: '감사실에 요청하실 사항이 있으면 적어주세요.',
  excludedPersonsHint:
    '이해관계 때문에 이 제보를 보아서는 안 될 사람이 있으면 이름이나 직책을 적어주세요. 이 칸을 적으시면 제보는 먼저 감사 책임 그룹에만 전달되고, 감사 책임 그룹이 적힌 사람을 열람에서 제외한 뒤 회사 감사팀에 전달합니다.',
  anonymousContentHint:
    '익명제보는 감사실이 제보자에게 직접 연락할 수 없으므로 조사에 필요한 내용을 최대한 구체적으로 적어주세요. 감사실의 추가 질문은 제보 조회 화면의 댓글로 드립니다.',
  exampleOpen: '작성 예시',
  attachment: {
    label: '첨부파일',
    hint: '10MB 이하의 파일 1개를 첨부할 수 있습니다. 문서(pdf, hwp, doc, xls, ppt, txt), 이미지(jpg, png, gif, heic), 압축 파일(zip)만 가능합니다.',
    /** What the cleaning on the server does (features/attachments), in one sentence near the picker. */
    cleaning:
      '사진, PDF, 오피스 문서(docx, xlsx, pptx)는 촬영 위치, 작성자 같은 숨은 정보를 지운 사본으로 감사실에 전달되며 원본은 암호화하여 보관합니다. 다른 형식의 파일은 그대로 전달됩니다.',
    choose: '파일 선택',
    change: '다른 파일 선택',
    chosen: '선택한 파일',
    remove: '삭제',
    removeLabel: (name: string) => `첨부파일 ${name} 삭제`,
    /** Next to the field: what a refused form keeps. */
    notKept:
      '입력 내용에 오류가 있어 양식이 다시 표시되면 첨부파일과 패스워드는 다시 선택하고 입력해야 합니다.',
    /** The server refused the form and did not keep its file. */
    dropped: '첨부하신 파일은 보관하지 않았습니다. 파일을 다시 선택해주세요.',
  },
  name: '이름',
  phone: '휴대전화',
  phonePlaceholder: '010-1234-5678',
  /** Digits alone are grouped as the field is left (contracts' normalizePhoneNumber); the example never breaks. */
  phoneHint: '하이픈(-) 없이 숫자만 입력하셔도 됩니다.',
  phoneExample: '예: 010-1234-5678',
  email: '이메일',
  emailPlaceholder: 'name@example.com',
  contactHint: '입력하신 연락처는 조사에 필요한 연락에만 쓰이며 암호화하여 보관합니다.',
  password: '패스워드',
  passwordConfirm: '패스워드 확인',
  passwordRule:
    '영문, 숫자, 특수문자(! @ # $ % ^ * + = -)를 하나 이상씩 넣어 8~16자로 정해주세요. 접수번호와 함께 제보를 조회할 때 쓰며, 잊어버리면 찾을 수 없습니다.',
  preview: '미리보기',
  submit: '제보하기',
  sending: '전송 중',
  uploading: '첨부파일 전송 중',
  confirmReal: '실명제보를 하시겠습니까?',
  /** Leaving a form with something typed (lib/use-leave-guard.ts); a tab's own question follows the warning. */
  leave: { warning: '작성 중인 내용이 사라집니다.', question: '이동하시겠습니까?' },
  draft: {
    restored:
      '작성 중이던 내용을 불러왔습니다. 이 내용은 이 브라우저 탭에만 임시로 보관되며, 탭을 닫으면 지워집니다.',
    again: '패스워드는 보관하지 않으므로 다시 입력해주세요.',
    againWithFile:
      '패스워드와 첨부파일은 보관하지 않으므로 패스워드는 다시 입력하고, 첨부파일은 다시 선택해주세요.',
    discard: '새로 작성',
    discardQuestion: '새로 작성하시겠습니까?',
  },
  companyNotice: {
    title: '제보 조사 안내',
    body: (company: string, team: string) =>
      `${company} 제보는 ${team} 감사팀이 조사합니다. ${HOLDING_COMPANY} 감사팀의 조사를 원하시면 제보대상 회사로 ${HOLDING_COMPANY}를 선택해주세요.`,
    confirm: '확인',
    /** The notices of every company with its own audit team, readable without JavaScript. */
    listTitle: '자체 감사팀이 조사하는 회사 안내',
  },
  previewDialog: {
    heading: '제보 내용 미리보기',
    caption: '제보 내용',
    company: '제보대상 회사',
    reportType: '제보유형',
    kind: '제보 구분',
    title: '제목',
    date: '접수일',
    attachment: '첨부파일',
    empty: '(입력하지 않음)',
    print: '인쇄',
    close: '닫기',
  },
} as const;
