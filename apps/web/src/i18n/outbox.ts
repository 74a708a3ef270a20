import { ADMIN_MENUS } from '@audit/contracts';

// The mail outbox screen (/adminoutbox, system admins). Imported only by lazily loaded code.

export const outboxText = {
  title: ADMIN_MENUS.find((m) => m.url === '/adminoutbox')?.name ?? '메일 발송함',
  lead: '사이버감사실이 보낸 알림 메일의 발송 상태입니다. 메일 본문은 표시하지 않습니다. 발송에 실패한 메일은 원인을 해결한 뒤 다시 보낼 수 있습니다.',
  caption: (total: number, page: number, pages: number) =>
    `메일 발송함: 총 ${total}건, ${page} / ${Math.max(pages, 1)} 페이지`,
  loading: '메일 목록을 불러오고 있습니다.',
  loadError: '메일 목록을 불러오지 못했습니다.',
  empty: '보낸 메일이 없습니다.',
  none: '-',
  columns: {
    id: '번호',
    to: '받는 사람',
    subject: '제목',
    status: '상태',
    attempts: '시도 횟수',
    lastError: '실패 사유',
    createdDate: '등록 일시',
    progress: '발송 일시 / 다음 시도',
    actions: '관리',
  },
  nextAttempt: '다음 시도',
  retry: '재발송',
  retryLabel: (id: number) => `${id}번 메일 재발송`,
  confirmRetry: (to: string) => `${to}(으)로 이 메일을 다시 보내시겠습니까?`,
};
