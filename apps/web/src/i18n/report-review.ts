// The review step of a report form posted without JavaScript (the report-review page): the spec's question as a page.
export const reportReviewText = {
  title: '제보 내용 확인',
  lead: '아래 내용으로 제보를 접수합니다. 내용을 확인한 뒤 접수 버튼을 눌러주세요. 접수 버튼을 누르기 전에는 제보가 등록되지 않습니다.',
  noFile: '없음',
  confirm: '접수',
  edit: '수정',
  editNote:
    '수정을 누르면 작성하신 내용이 그대로 담긴 양식으로 돌아갑니다. 패스워드는 다시 입력하고, 첨부파일은 다시 선택해주세요.',
  /** After a while the checked report is no longer kept: the form comes back with what was typed. */
  expired: '확인 시간이 지나 제보가 접수되지 않았습니다. 내용을 확인한 뒤 다시 제보해주세요.',
} as const;
