// The comment thread between a reporter and the audit office, the same words on both sides. Its validation and
// success messages are the contracts' COMMENT_MESSAGES.

export const commentText = {
  title: '댓글',
  none: '등록된 댓글이 없습니다.',
  newLabel: '댓글 입력',
  submit: '등록',
  submitting: '등록 중',
  confirmPost: '댓글을 등록하시겠습니까?',
  edit: '수정',
  editLabel: '댓글 수정',
  save: '저장',
  cancel: '취소',
  confirmEdit: '댓글을 수정하시겠습니까?',
} as const;
