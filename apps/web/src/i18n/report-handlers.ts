import { EXCLUDED_PERSONS_TITLE, HANDLER_MESSAGES } from '@audit/contracts';

// The report detail's 담당자 (handlers) and 열람 제외 (conflict-of-interest exclusion) sections.

export const reportHandlersText = {
  title: '담당자',
  loading: '담당자 정보를 불러오는 중입니다.',
  loadError: '담당자 정보를 불러오지 못했습니다.',
  none: '지정된 담당자가 없습니다.',
  current: '현재 담당자',
  choose: '담당자 선택',
  chooseHint: '이 제보를 볼 수 있는 관리자 중에서 선택해주세요. 열람 제외된 관리자는 선택할 수 없습니다.',
  save: '담당자 저장',
  saved: '담당자가 저장되었습니다.',
  reporterNote: `제보자가 적은 "${EXCLUDED_PERSONS_TITLE}"`,
  reporterNoteHint:
    '감사 책임 그룹이 이 내용을 확인하여 열람 제외를 결정합니다. 담당자는 더 제외해야 할 관리자가 있으면 열람 제외를 요청해주세요.',
  admin: (name: string, group: string) => `${name} (${group})`,
  saving: '저장 중',
  noCandidates: '선택할 수 있는 관리자가 없습니다.',
} as const;

export const reportExclusionsText = {
  title: '열람 제외',
  lead: '열람 제외된 관리자에게는 이 제보가 목록, 건수, 검색, 엑셀, 상세 화면과 알림 메일 어디에도 나타나지 않습니다. 담당자는 열람 제외를 요청하고, 감사 책임 그룹이 결정합니다. 결정된 열람 제외는 감사 책임 그룹만 해제할 수 있습니다.',
  loading: '열람 제외 정보를 불러오는 중입니다.',
  loadError: '열람 제외 정보를 불러오지 못했습니다.',
  inForceTitle: '결정된 열람 제외',
  none: '열람 제외된 관리자가 없습니다.',
  current: '현재 열람 제외',
  decided: (name: string, date: string) => `감사 책임 그룹 결정(${name}), ${date}`,
  requestsTitle: '결정 대기 중인 요청',
  noRequests: '결정을 기다리는 열람 제외 요청이 없습니다.',
  requests: '결정 대기 중인 열람 제외 요청',
  pending: '결정 대기',
  requested: (name: string, date: string) => `${name} 요청, ${date}`,
  choose: '열람 제외를 요청할 관리자 선택',
  chooseHint:
    '선택한 관리자의 열람 제외를 감사 책임 그룹에 요청합니다. 감사 책임 그룹이 결정하기 전까지는 적용되지 않습니다. 본인, 담당자와 감사 책임 그룹의 관리자는 요청할 수 없습니다. 담당자를 제외하려면 먼저 담당자에서 해제해주세요.',
  save: '열람 제외 요청 저장',
  saved: HANDLER_MESSAGES.exclusionsSaved,
  confirm: '선택한 관리자의 열람 제외를 감사 책임 그룹에 요청하시겠습니까?',
} as const;
