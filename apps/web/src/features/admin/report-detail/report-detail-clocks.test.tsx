import { ADMIN_MESSAGES, COMMENT_MESSAGES } from '@audit/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postDetail } from '../../../admin-test-fixtures.ts';
import { answerPageDialog, callsTo } from '../../../test-utils.tsx';
import { renderDetail, stubDetail } from './report-detail-test-utils.ts';

// Issue 31 on /admininquirypage: the reply's kind, the result message of a completion, and what met each clock.
describe('/admininquirypage reply kinds and clocks', () => {
  it('says what met each clock and links the reply in the conversation', async () => {
    const detail = postDetail();
    stubDetail(
      postDetail({
        clocks: {
          acknowledgement: {
            ...detail.clocks.acknowledgement,
            metBy: { by: 'STATUS_CHANGE', commentId: null, statusCode: 'RECEIVED' },
          },
          feedback: {
            ...detail.clocks.feedback,
            // After its due date: met late, by the result message sent with the completion.
            metDate: '2025-06-10T01:00:00.000Z',
            metBy: { by: 'COMPLETION', commentId: 101, statusCode: null },
          },
        },
      }),
    );
    await renderDetail();
    const table = screen.getByRole('table', { name: '접수 확인 기한과 처리 결과 회신 기한' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['구분', '기한', '충족 여부', '충족 근거']);
    const [ack, feedback] = within(table).getAllByRole('row').slice(1);
    expect(within(ack!).getAllByRole('cell')[2]?.textContent).toBe('처리상태 변경 (접수완료)');
    expect(within(feedback!).getAllByRole('cell')[1]?.textContent).toBe('기한 후 충족 (2025-06-10 10:00)');
    expect(within(feedback!).getAllByRole('cell')[2]?.textContent).toContain(
      '처리완료와 함께 등록한 처리 결과 회신',
    );
    const link = within(feedback!).getByRole('link', { name: '댓글에서 보기' });
    expect(link.getAttribute('href')).toBe('#comment-101');
    // The link leads to the reply, which the conversation shows labelled.
    expect(document.getElementById('comment-101')?.textContent).toContain('접수 확인');
  });

  it('says when the reply that met a clock was edited after it met it', async () => {
    const detail = postDetail();
    const ack = detail.clocks.acknowledgement;
    stubDetail(
      postDetail({
        clocks: {
          ...detail.clocks,
          acknowledgement: { ...ack, metBy: { ...ack.metBy!, editedDate: '2025-03-20T01:00:00.000Z' } },
        },
      }),
    );
    await renderDetail();
    const table = screen.getByRole('table', { name: '접수 확인 기한과 처리 결과 회신 기한' });
    const [row, other] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getAllByRole('cell')[2]?.textContent).toBe(
      '접수 확인 답변 댓글에서 보기 (충족 후 수정됨 2025-03-20 10:00)',
    );
    expect(other?.textContent).not.toContain('수정됨');
  });

  it('offers the kind of a reply with its meaning, and sends the one chosen', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'POST /api/admin/posts/42/comment': { ...postDetail().comments[1], kind: 'FEEDBACK' },
    });
    const user = userEvent.setup();
    await renderDetail();
    const form = screen.getByRole('textbox', { name: '댓글 입력' }).closest('form')!;
    const kinds = within(form).getByRole('group', { name: '답변 구분' });
    const radios = within(kinds).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['PLAIN', true],
      ['ACKNOWLEDGEMENT', false],
      ['FEEDBACK', false],
    ]);
    const feedback = within(kinds).getByRole('radio', { name: /처리 결과 회신/ });
    // Its meaning is read with it.
    expect(feedback.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(feedback.getAttribute('aria-describedby')!)?.textContent).toContain(
      '처리 결과 회신 기한을 충족',
    );
    await user.type(
      within(form).getByRole('textbox', { name: '댓글 입력' }),
      '조사 후 관련자를 징계하였습니다.',
    );
    await user.click(feedback);
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(await answerPageDialog()).toBe('댓글을 등록하시겠습니까?');
    expect(await answerPageDialog()).toBe(COMMENT_MESSAGES.registered);
    const [post] = callsTo(fetchMock, 'POST /api/admin/posts/42/comment');
    expect(JSON.parse(String(post?.body))).toEqual({
      content: '조사 후 관련자를 징계하였습니다.',
      postId: 42,
      kind: 'FEEDBACK',
    });
    // Back to a plain reply for the next one.
    await waitFor(() => expect(radios[0]?.checked).toBe(true));
  });

  const kindsOfEdit = async () => {
    await userEvent.setup().click(screen.getByRole('button', { name: /댓글 수정/ }));
    const editor = document.querySelector('.report-comment-editor') as HTMLElement;
    return within(editor)
      .getAllByRole('radio')
      .map((r) => [(r as HTMLInputElement).value, (r as HTMLInputElement).disabled]);
  };

  it('offers an edited 접수 확인 reply no switch to 처리 결과 회신 (its moment would move)', async () => {
    stubDetail(postDetail());
    await renderDetail();
    expect(await kindsOfEdit()).toEqual([
      ['PLAIN', false],
      ['ACKNOWLEDGEMENT', false],
      ['FEEDBACK', true],
    ]);
  });

  it('offers the reply of a completed report no other kind', async () => {
    stubDetail(postDetail({ status: { statusCode: 'COMPLETED', statusTitle: '처리완료' } }));
    await renderDetail();
    expect(await kindsOfEdit()).toEqual([
      ['PLAIN', true],
      ['ACKNOWLEDGEMENT', false],
      ['FEEDBACK', true],
    ]);
  });

  it('completes with the result message in the same call, or warns that the feedback stays open without one', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'PATCH /api/admin/posts/42': { postStatus: 'COMPLETED' },
    });
    const user = userEvent.setup();
    await renderDetail();
    const select = screen.getByRole('combobox', { name: '처리상태' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    expect(screen.queryByRole('textbox', { name: '처리 결과 회신' })).toBeNull();
    await user.selectOptions(select, 'COMPLETED');
    const result = screen.getByRole('textbox', { name: '처리 결과 회신' });
    const save = within(select.closest('form')!).getByRole('button', { name: '저장' });

    // Without a result message: the confirmation says the feedback clock stays open; not confirmed, nothing is sent.
    await user.click(save);
    expect(await answerPageDialog(false)).toBe(
      '처리 결과 회신 없이 처리완료하면 처리 결과 회신 기한은 충족되지 않습니다. 처리상태를 변경하시겠습니까?',
    );
    expect(callsTo(fetchMock, 'PATCH /api/admin/posts/42')).toHaveLength(0);

    await user.type(result, '사실로 확인되어 관련자를 징계하였습니다.');
    await user.click(save);
    expect(await answerPageDialog()).toBe('처리완료로 변경하고 처리 결과 회신을 등록하시겠습니까?');
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.changed);
    const [patch] = callsTo(fetchMock, 'PATCH /api/admin/posts/42');
    expect(JSON.parse(String(patch?.body))).toEqual({
      resultMessage: '사실로 확인되어 관련자를 징계하였습니다.',
    });
  });

  it('asks the plain question when a 처리 결과 회신 already met the feedback clock', async () => {
    const detail = postDetail();
    const met = { by: 'REPLY', commentId: 101, statusCode: null } as const;
    const { fetchMock } = stubDetail(
      postDetail({
        clocks: {
          ...detail.clocks,
          feedback: { ...detail.clocks.feedback, metDate: '2025-03-20T01:00:00.000Z', metBy: met },
        },
      }),
      { 'PATCH /api/admin/posts/42': { postStatus: 'COMPLETED' } },
    );
    const user = userEvent.setup();
    await renderDetail();
    const select = screen.getByRole('combobox', { name: '처리상태' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(4));
    await user.selectOptions(select, 'COMPLETED');
    await user.click(within(select.closest('form')!).getByRole('button', { name: '저장' }));
    expect(await answerPageDialog()).toBe('처리상태를 변경하시겠습니까?');
    expect(await answerPageDialog()).toBe(ADMIN_MESSAGES.changed);
    expect(callsTo(fetchMock, 'PATCH /api/admin/posts/42')).toHaveLength(1);
  });
});
