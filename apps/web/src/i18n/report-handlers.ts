import { EXCLUDED_PERSONS_TITLE } from '@audit/contracts';

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
  reporterNoteHint: '담당자는 내용을 확인하여 해당하는 관리자를 아래 열람 제외에 지정해주세요.',
  admin: (name: string, group: string) => `${name} (${group})`,
  saving: '저장 중',
  noCandidates: '선택할 수 있는 관리자가 없습니다.',
} as const;

export const reportExclusionsText = {
  title: '열람 제외',
  lead: '열람 제외된 관리자에게는 이 제보가 목록, 건수, 검색, 엑셀, 상세 화면과 알림 메일 어디에도 나타나지 않습니다. 제외된 관리자는 스스로 해제할 수 없습니다.',
  loading: '열람 제외 정보를 불러오는 중입니다.',
  loadError: '열람 제외 정보를 불러오지 못했습니다.',
  none: '열람 제외된 관리자가 없습니다.',
  current: '현재 열람 제외',
  by: (name: string, date: string) => `${name} 지정, ${date}`,
  choose: '열람 제외할 관리자 선택',
  chooseHint: '본인과 담당자는 제외할 수 없습니다. 담당자를 제외하려면 먼저 담당자에서 해제해주세요.',
  save: '열람 제외 저장',
  saved: '열람 제외가 저장되었습니다.',
  confirm: '선택한 관리자를 이 제보의 열람에서 제외하시겠습니까?',
} as const;
