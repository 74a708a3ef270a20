import {
  adminAccountsApi,
  adminApi,
  commonsApi,
  endpoint,
  endpointUrl,
  reporterApi,
  sysadminApi,
} from '@audit/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiDownload, apiGet, apiPost } from './client.ts';

// Endpoints made for the test: the client needs only method, path, audience and schemas.
const adminPosts = endpoint({
  method: 'GET',
  path: '/api/admin/posts/:id',
  audience: 'admin',
  summary: 'test',
  response: z.object({ id: z.number() }),
});
const myPost = endpoint({
  method: 'GET',
  path: '/api/informant/posts/mypost',
  audience: 'reporter',
  summary: 'test',
});
const signin = endpoint({
  method: 'POST',
  path: '/api/informant/signin',
  audience: 'public',
  summary: 'test',
  body: z.object({ loginId: z.string() }),
  response: z.object({ token: z.string() }),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
/** The pages loaded (a 410's session-expired page is the server's, outside the admin app). */
let navigated: string[];

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  navigated = [];
  vi.spyOn(window.location, 'assign').mockImplementation((url) => navigated.push(String(url)));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('sends the admin token as a Bearer value and parses the response', async () => {
    sessionStorage.setItem('adminToken', 'tok-1');
    fetchMock.mockResolvedValue(json(200, { id: 7, extra: 'dropped' }));

    await expect(apiGet(adminPosts, { params: { id: 7 } })).resolves.toEqual({ id: 7 });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/posts/7');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('sends no token to the public commons area', async () => {
    sessionStorage.setItem('adminToken', 'tok-1');
    fetchMock.mockResolvedValue(json(200, { from: 'a', until: 'b' }));
    await apiGet(commonsApi.popup);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/commons/popup');
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('throws ApiError with the server message, code and status', async () => {
    fetchMock.mockResolvedValue(json(403, { message: '권한이 없습니다.', code: 'FORBIDDEN' }));
    const error = await apiGet(adminPosts, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: '권한이 없습니다.' });
    expect(navigated).toEqual([]);
  });

  it('turns a network failure into a Korean ApiError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet(commonsApi.popup)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('410 session expired', () => {
  const expired = () => json(410, { message: '세션이 만료되었습니다.', code: 'SESSION_EXPIRED' });

  it('removes the admin token and loads /sessiontimeout', async () => {
    sessionStorage.setItem('adminToken', 'tok-1');
    sessionStorage.setItem('reporterToken', 'rep-1');
    fetchMock.mockResolvedValue(expired());

    await expect(apiGet(adminPosts, { params: { id: 1 } })).rejects.toMatchObject({
      status: 410,
      endedSession: true,
    });
    expect(sessionStorage.getItem('adminToken')).toBeNull();
    expect(sessionStorage.getItem('reporterToken')).toBe('rep-1');
    expect(navigated).toEqual(['/sessiontimeout']);
  });

  it('ignores a late 410 for a session already signed out or replaced by a new sign-in', async () => {
    sessionStorage.setItem('adminToken', 'tok-1');
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const call = apiGet(adminPosts, { params: { id: 1 } });
    // Signed out meanwhile, then in again: the answer for tok-1 arrives last.
    sessionStorage.removeItem('adminToken');
    sessionStorage.setItem('adminToken', 'tok-2');
    answer(expired());

    await expect(call).rejects.toMatchObject({ status: 410, endedSession: false });
    expect(sessionStorage.getItem('adminToken')).toBe('tok-2');
    expect(navigated).toEqual([]);
  });

  it('removes the reporter token and loads /reportinquiry', async () => {
    sessionStorage.setItem('adminToken', 'tok-1');
    sessionStorage.setItem('reporterToken', 'rep-1');
    fetchMock.mockResolvedValue(expired());

    await expect(apiGet(myPost)).rejects.toBeInstanceOf(ApiError);
    expect(sessionStorage.getItem('reporterToken')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).toBe('tok-1');
    expect(navigated).toEqual(['/reportinquiry']);
  });
});

describe('apiPost', () => {
  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(json(200, { token: 't' }));
    await expect(apiPost(signin, { body: { loginId: 'ABC' } })).resolves.toEqual({ token: 't' });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"loginId":"ABC"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });
});

describe('endpointUrl', () => {
  it('fills path parameters and drops empty query values', () => {
    expect(
      endpointUrl(
        { path: '/api/admin/posts/:id' },
        { params: { id: 'a/b' }, query: { page: 0, sort: undefined } },
      ),
    ).toBe('/api/admin/posts/a%2Fb?page=0');
  });
});

describe('token audience', () => {
  it('is declared by each endpoint; the public set-password calls are sessionless', () => {
    expect(adminAccountsApi.passwordSetupInfo.audience).toBe('public');
    expect(adminAccountsApi.passwordSetup.audience).toBe('public');
    expect(adminApi.posts.audience).toBe('admin');
    expect(sysadminApi.groups.audience).toBe('admin');
    expect(reporterApi.myPost.audience).toBe('reporter');
  });
});

describe('apiDownload', () => {
  const file = endpoint({
    method: 'GET',
    path: '/api/informant/attachfile',
    audience: 'reporter',
    summary: 'test',
  });

  it('fetches the file with the reporter token as a Blob', async () => {
    sessionStorage.setItem('reporterToken', 'rep-1');
    fetchMock.mockResolvedValue(new Response('bytes', { status: 200 }));
    const { blob } = await apiDownload(file);
    expect(await blob.text()).toBe('bytes');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer rep-1');
  });

  it('handles 410 like any other call', async () => {
    sessionStorage.setItem('reporterToken', 'rep-1');
    fetchMock.mockResolvedValue(json(410, { message: '세션이 만료되었습니다.', code: 'SESSION_EXPIRED' }));
    await expect(apiDownload(file)).rejects.toMatchObject({ status: 410, message: '세션이 만료되었습니다.' });
    expect(sessionStorage.getItem('reporterToken')).toBeNull();
    expect(navigated).toEqual(['/reportinquiry']);
  });
});
