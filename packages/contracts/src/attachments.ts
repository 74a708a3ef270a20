import { endpoint } from './endpoint.ts';
import { idParams } from './reports.ts';

// A report's attachment, as the reporter and the audit office download it.

/** The reporter's download of the attachment of the report signed in to. */
export const reporterAttachmentsApi = {
  attachment: endpoint({
    method: 'GET',
    path: '/api/informant/attachfile',
    audience: 'reporter',
    summary: '내 제보의 첨부파일 내려받기',
  }),
};

/** The audit office's downloads: the cleaned file, and the original on purpose. */
export const adminAttachmentsApi = {
  attachment: endpoint({
    method: 'GET',
    path: '/api/admin/attachfile/:id',
    audience: 'admin',
    summary: '첨부파일 내려받기',
    params: idParams,
  }),
  /** The file as the reporter sent it, hidden metadata and all: an explicit action, logged as such. */
  originalAttachment: endpoint({
    method: 'GET',
    path: '/api/admin/attachfile/:id/original',
    audience: 'admin',
    summary: '첨부파일 원본 내려받기',
    params: idParams,
  }),
};
