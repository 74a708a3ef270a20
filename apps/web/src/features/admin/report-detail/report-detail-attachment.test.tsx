import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { postDetail } from '../../../admin-test-fixtures.ts';
import { callsTo } from '../../../test-utils.tsx';
import { renderDetail, stubDetail } from './report-detail-test-utils.ts';

// The attachment on the detail (issue 13): the copy without hidden metadata by default, the original as a second
// download, and plainly said when the file is being cleaned or is not cleaned.

const file = postDetail().attachFiles[0]!;
const withFile = (changes: Partial<typeof file>) => postDetail({ attachFiles: [{ ...file, ...changes }] });
const DEFAULT = '첨부파일 증빙자료.pdf 내려받기';
const ORIGINAL = '첨부파일 증빙자료.pdf 원본 다운로드';

function catchDownloads() {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:f'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

describe('the attachment on /admininquirypage', () => {
  it('downloads the cleaned copy by default and the original with its own button', async () => {
    const { fetchMock } = stubDetail(postDetail(), {
      'GET /api/admin/attachfile/7': () => new Response(new Blob(['clean']), { status: 200 }),
      'GET /api/admin/attachfile/7/original': () => new Response(new Blob(['original']), { status: 200 }),
    });
    catchDownloads();
    const user = userEvent.setup();
    await renderDetail();
    screen.getByText(/숨은 정보\(메타데이터\)를 지운 사본을 내려받습니다/);
    // The size shown is the cleaned copy's.
    screen.getByText('(193KB)');
    await user.click(screen.getByRole('button', { name: DEFAULT }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/attachfile/7')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /api/admin/attachfile/7/original')).toHaveLength(0);
    const original = screen.getByRole('button', { name: ORIGINAL });
    expect(original.textContent).toBe('원본 다운로드');
    screen.getByText(/개인정보 접속기록에 원본 열람으로 남습니다/);
    await user.click(original);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/attachfile/7/original')).toHaveLength(1));
  });

  it('says so while the copy is being made, and offers both downloads', async () => {
    stubDetail(withFile({ cleaning: 'PENDING', cleanedSize: null }));
    await renderDetail();
    screen.getByText(/숨은 정보\(메타데이터\)를 정리하고 있습니다/);
    screen.getByText('(200KB)');
    screen.getByRole('button', { name: DEFAULT });
    screen.getByRole('button', { name: ORIGINAL });
  });

  it('says plainly that a file is not cleaned, and why; its one download is the original', async () => {
    stubDetail(withFile({ cleaning: 'NOT_CLEANED', notCleanedReason: 'TYPE', cleanedSize: null }));
    await renderDetail();
    screen.getByText('메타데이터 정리 안 됨');
    screen.getByText(/이 형식의 파일은 숨은 정보를 정리하지 않으므로/);
    screen.getByRole('button', { name: DEFAULT });
    expect(screen.queryByRole('button', { name: ORIGINAL })).toBeNull();
  });

  it('says why when the file could not be read', async () => {
    stubDetail(withFile({ cleaning: 'NOT_CLEANED', notCleanedReason: 'UNREADABLE', cleanedSize: null }));
    await renderDetail();
    screen.getByText(/파일을 읽을 수 없어 숨은 정보를 정리하지 못했으므로/);
  });
});
