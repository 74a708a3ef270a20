import { ADMIN_MENUS, EXCLUDED_PERSONS_TITLE, groupDigits } from '@audit/contracts';

// The 제보 감독 screen (/adminoversight): the 감사 책임 그룹's view of the reports of the companies it oversees. It
// never shows a report's content: only who handles it, who is excluded, who is asked for, and whether it is held.

export const oversightText = {
  title: ADMIN_MENUS.find((m) => m.url === '/adminoversight')?.name ?? '제보 감독',
  lead: '감사 책임 그룹으로서 감독하는 회사의 제보입니다. 담당자와 열람 제외를 확인하고, 담당자의 열람 제외 요청을 결정하며, 보류된 제보를 회사 감사팀에 전달합니다. 제보 내용과 제보자 정보는 이 화면에 표시되지 않습니다.',
  loading: '제보 감독 목록을 불러오는 중입니다.',
  loadError: '제보 감독 목록을 불러오지 못했습니다.',
  attentionTitle: '결정이 필요한 제보',
  attentionLead: '보류된 제보와 결정을 기다리는 열람 제외 요청이 있는 제보입니다.',
  attentionCaption: (count: number) => `결정이 필요한 제보: ${groupDigits(count)}건`,
  attentionEmpty: '결정이 필요한 제보가 없습니다.',
  allTitle: '전체 제보',
  allCaption: (total: number, page: number, pages: number) =>
    `전체 제보: 총 ${groupDigits(total)}건, ${pages === 0 ? 0 : page} / ${pages} 페이지`,
  allEmpty: '감독하는 회사의 제보가 없습니다.',
  pagerLabel: '전체 제보 페이지',
  columns: {
    id: '사건번호',
    company: '회사',
    type: '유형',
    date: '접수일',
    status: '처리상태',
    handlers: '담당자',
    exclusions: '열람 제외',
    requests: '제외 요청',
  },
  open: (caseNumber: string) => `사건번호 ${caseNumber} 제보 감독 정보 보기`,
  held: '보류',
  count: (n: number) => `${groupDigits(n)}명`,
  detail: {
    /** The panel's heading: the report by its case number, once it is read. */
    title: (caseNumber: string | undefined) =>
      caseNumber ? `사건번호 ${caseNumber} 제보 감독` : '제보 감독',
    loading: '제보 감독 정보를 불러오는 중입니다.',
    loadError: '제보 감독 정보를 불러오지 못했습니다.',
    badId: '잘못된 접근입니다. 목록에서 제보를 선택해주세요.',
    close: '감독 정보 닫기',
    summary: '제보 정보',
    heldSince: '보류 시작',
    heldTitle: '회사 감사팀에 전달되지 않은 제보',
    heldLead:
      '제보자가 이 제보를 보지 않아야 할 사람을 적어, 제보가 감사 책임 그룹에만 전달되었습니다. 회사 감사팀은 전달하기 전까지 이 제보를 볼 수 없고 알림도 받지 않습니다. 열람 제외를 먼저 결정한 뒤 전달해주세요.',
    release: '회사 감사팀에 전달',
    releasing: '전달하는 중',
    confirmRelease:
      '이 제보를 회사 감사팀에 전달하시겠습니까? 열람 제외되지 않은 회사 감사팀 관리자가 제보를 볼 수 있게 되고 새 제보 알림을 받습니다.',
    reporterNote: `제보자가 적은 "${EXCLUDED_PERSONS_TITLE}"`,
    reporterNoteHint: '적힌 사람에 해당하는 관리자를 아래 열람 제외에서 선택하여 결정해주세요.',
    handlersTitle: '담당자',
    handlersNone: '지정된 담당자가 없습니다.',
    handlersCurrent: '현재 담당자',
    handlersChoose: '담당자 선택',
    handlersHint:
      '회사 감사팀의 관리자 중에서 선택해주세요. 열람 제외된 관리자는 담당자로 지정할 수 없습니다.',
    handlersSave: '담당자 저장',
    exclusionsTitle: '열람 제외',
    exclusionsLead:
      '열람 제외는 감사 책임 그룹이 결정합니다. 체크한 관리자는 열람에서 제외되고, 체크를 해제하면 제외가 해제됩니다. 결정 대기 중인 요청은 미리 체크되어 있어, 그대로 저장하면 승인되고 체크를 해제하고 저장하면 반려됩니다.',
    decideChoose: '열람 제외할 관리자 결정',
    decideHint: '담당자와 감사 책임 그룹의 관리자는 열람 제외할 수 없습니다.',
    requestMark: (by: string) => `제외 요청: ${by}`,
    decideSave: '열람 제외 결정 저장',
    decided: '열람 제외 결정이 저장되었습니다.',
    confirmDecide:
      '체크한 관리자를 이 제보의 열람에서 제외하고, 체크하지 않은 요청은 반려하시겠습니까? 열람 제외된 관리자에게는 이 제보가 보이지 않습니다.',
  },
} as const;
