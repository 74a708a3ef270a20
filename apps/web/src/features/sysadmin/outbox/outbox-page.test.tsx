import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, columnHeaders, renderAsSysadmin } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo, jsonResponse } from '../../../test-utils.tsx';

const mail = {
  id: 7,
  to: 'team@audit.example',
  subject: '[사이버감사실] 새 제보가 접수되었습니다 (제보 번호 42)',
  status: 'SENT',
  attempts: 1,
  lastError: null,
  createdDate: '2025-03-05T00:30:00.000Z',
  nextAttemptDate: null,
  sentDate: '2025-03-05T00:31:00.000Z',
};
const failed = {
  ...mail,
  id: 9,
  status: 'FAILED',
  attempts: 6,
  lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
  sentDate: null,
};
const pending = {
  ...mail,
  id: 8,
  status: 'PENDING',
  attempts: 2,
  sentDate: null,
  nextAttemptDate: '2025-03-05T01:00:00.000Z',
};
const PAGE = { content: [failed, pending, mail], totalElements: 3, totalPages: 1, number: 0 };

describe('/adminoutbox', () => {
  it('lists the mails with their state, failure reason and dates, never a body', async () => {
    renderAsSysadmin('/adminoutbox', { 'GET /api/sysadmin/outbox': PAGE });
    const table = await screen.findByRole('table', { name: '메일 발송함: 총 3건, 1 / 1 페이지' });
    expect(columnHeaders(table)).toEqual([
      '번호',
      '받는 사람',
      '제목',
      '상태',
      '시도 횟수',
      '실패 사유',
      '등록 일시',
      '발송 일시 / 다음 시도',
      '관리',
    ]);
    expect(bodyRows(table)).toEqual([
      [
        '9',
        'team@audit.example',
        mail.subject,
        '발송 실패',
        '6',
        failed.lastError,
        '2025-03-05 09:30',
        '-',
        '재발송',
      ],
      [
        '8',
        'team@audit.example',
        mail.subject,
        '발송 대기',
        '2',
        '-',
        '2025-03-05 09:30',
        '다음 시도 2025-03-05 10:00',
        '-',
      ],
      [
        '7',
        'team@audit.example',
        mail.subject,
        '발송 완료',
        '1',
        '-',
        '2025-03-05 09:30',
        '2025-03-05 09:31',
        '-',
      ],
    ]);
    expect(screen.getAllByRole('button', { name: /재발송/ })).toHaveLength(1);
  });

  it('sends a failed mail again after a confirmation, and shows its new state', async () => {
    let retried = false;
    const { fetchMock, user } = renderAsSysadmin('/adminoutbox', {
      'GET /api/sysadmin/outbox': () =>
        jsonResponse(
          200,
          retried ? { ...PAGE, content: [{ ...failed, status: 'PENDING' }, pending, mail] } : PAGE,
        ),
      'POST /api/sysadmin/outbox/9/retry': () => {
        retried = true;
        return jsonResponse(200, { ...failed, status: 'PENDING' });
      },
    });
    await user.click(await screen.findByRole('button', { name: '9번 메일 재발송' }));
    expect(await answerPageDialog()).toBe('team@audit.example(으)로 이 메일을 다시 보내시겠습니까?');
    expect(await answerPageDialog()).toBe('메일을 다시 발송 대기열에 넣었습니다.');
    expect(callsTo(fetchMock, 'POST /api/sysadmin/outbox/9/retry')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: '9번 메일 재발송' })).toBeNull());
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { fetchMock, user } = renderAsSysadmin('/adminoutbox', { 'GET /api/sysadmin/outbox': PAGE });
    await user.click(await screen.findByRole('button', { name: '9번 메일 재발송' }));
    expect(await answerPageDialog(false)).toBe('team@audit.example(으)로 이 메일을 다시 보내시겠습니까?');
    expect(callsTo(fetchMock, 'POST /api/sysadmin/outbox/9/retry')).toHaveLength(0);
  });
});
