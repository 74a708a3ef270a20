import type { PostStatusCode, PostType, RecordStatus } from './enums.ts';

/** Korean names of the fixed codes; the database seeds and the web read them from here. */
export const POST_STATUS_TITLES: Record<PostStatusCode, string> = {
  WAITING: '접수대기',
  RECEIVED: '접수완료',
  IN_PROGRESS: '처리중',
  COMPLETED: '처리완료',
};

export const POST_TYPE_TITLES: Record<PostType, string> = {
  PUBLIC: '실명',
  PRIVATE: '익명',
};

export const RECORD_STATUS_TITLES: Record<RecordStatus, string> = {
  ENABLED: '사용',
  DISABLED: '미사용',
};
