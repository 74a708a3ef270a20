import { CSRF_FIELD, FOOTER_PAGES } from '@audit/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Company, makeCompany, makeGroup } from '../../test-support/factories.ts';
import { blockingScripts, csrfOf, type Page, visible, visibleText } from '../../test-support/site-forms.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue 28: every public page is complete HTML from the server, readable with JavaScript switched off. Each page is
// asked for as a browser without scripts would, and its main content looked for in what a person sees (the page
// model's JSON block, which no browser shows, is left out of every check of content).

describe('public pages as the server sends them', () => {
  let t: TestApp;
  let alerted: Company;
  let plain: Company;
  beforeAll(async () => {
    t = await buildTestApp();
    alerted = await makeCompany(t.database.db, '자체감사전자');
    plain = await makeCompany(t.database.db, '평범상사');
    await makeGroup(t.database.db, { companies: [{ company: alerted, source: true }, plain] });
  });
  afterAll(() => t.close());

  /** A page that must be there: 200, HTML in Korean, and not one script that holds up its first render. */
  const page = async (url: string, status = 200): Promise<Page> => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(status);
    expect(res.headers['content-type'], url).toMatch(/^text\/html; charset=utf-8/);
    expect(res.body, url).toMatch(/^<!doctype html><html lang="ko"/);
    expect(blockingScripts(res.body), url).toEqual([]);
    return res;
  };
  const text = async (url: string, status = 200) => visibleText((await page(url, status)).body);

  it('home: the site’s introduction and its two ways in, 제보하기 and 제보 조회', async () => {
    const html = visible((await page('/')).body);
    expect(html).toMatch(/<a href="\/reporting" class="button[^"]*">(<span[^>]*><\/span>)?제보하기<\/a>/);
    expect(html).toMatch(
      /<a href="\/reportinquiry" class="button[^"]*">(<span[^>]*><\/span>)?제보 조회<\/a>/,
    );
    expect(visibleText(html)).toContain('사이버감사실 소개');
  });

  it('guidance: each tab by its own address, with that tab’s text and links to the others', async () => {
    const own: Record<string, string[]> = {
      protection: ['제보자 비밀보장 의무', '불이익 조치 금지', '제보자 보호 정책'],
      targets: ['제보 대상 행위', '제보대상 회사', '횡령·배임', '유의사항', '포상'],
      procedure: ['제보 방법과 연락처', '처리 절차', '처리 기간'],
      others: ['계열사 감사 조직 연락처', '제품·서비스 관련 불만'],
    };
    for (const [tab, sentences] of Object.entries(own)) {
      const res = await page(`/reportguide?tab=${tab}`);
      const words = visibleText(res.body);
      for (const s of sentences) expect(words, `${tab}: ${s}`).toContain(s);
      // A tab's own first heading is not on the other tabs' pages.
      for (const [other, theirs] of Object.entries(own))
        if (other !== tab) expect(words, `${tab} shows ${other}`).not.toContain(theirs[0]);
      for (const link of Object.keys(own)) expect(res.body).toContain(`href="/reportguide?tab=${link}"`);
      expect(res.body).toMatch(
        new RegExp(`href="/reportguide\\?tab=${tab}" class="tabs-tab" aria-current="page"`),
      );
    }
    // No tab (or an unknown one) is the first tab.
    expect(await text('/reportguide')).toContain('제보자 비밀보장 의무');
    expect(await text('/reportguide?tab=../../etc')).toContain('제보자 비밀보장 의무');
  });

  it('guidance: the offline channels (phone, fax, letter, visit) and each company’s audit contacts', async () => {
    const procedure = await text('/reportguide?tab=procedure');
    for (const row of [
      '전화 02-000-0000 (평일 09:00~18:00)',
      '팩스 02-000-0099',
      '우편 서울특별시 중구 가람누리로 1 가람누리타워 12층 감사실',
      '방문 서울특별시 중구 가람누리로 1 가람누리타워 12층 감사실 (평일 09:00~18:00',
    ])
      expect(procedure).toContain(row);
    const others = await text('/reportguide?tab=others');
    for (const contact of [
      '가람누리홀딩스 전화 02-000-0000 이메일 audit@holdings.example',
      '가람누리전자 전화 02-000-0001 이메일 audit@electronics.example',
      '빈스앤리프 전화 02-000-0006 이메일 audit@beansandleaf.example',
    ])
      expect(others).toContain(contact);
  });

  it('/reporting: the choice of 익명제보 and 실명제보 as links to their steps', async () => {
    const html = (await page('/reporting')).body;
    expect(html).toMatch(/<a href="\/reporting\?step=notice&amp;kind=anonymous"[^>]*>[\s\S]*?익명제보/);
    expect(html).toMatch(/<a href="\/reporting\?step=consent"[^>]*>[\s\S]*?실명제보/);
  });

  it('/reporting?step=consent: both consents as radio groups, yes and no, none chosen beforehand', async () => {
    const html = visible((await page('/reporting?step=consent')).body);
    expect(html).toMatch(/<form action="\/reporting" method="get">/);
    for (const name of ['collectionConsent', 'thirdPartyConsent']) {
      const radios = html.match(new RegExp(`<input type="radio" name="${name}"[^>]*>`, 'g')) ?? [];
      expect(radios.map((r) => /value="(\w+)"/.exec(r)?.[1])).toEqual(['yes', 'no']);
      for (const r of radios) expect(r).not.toMatch(/checked/);
    }
    expect(visibleText(html)).toContain('개인정보 수집·이용 동의');
    expect(visibleText(html)).toContain('개인정보 제3자 제공 동의');
  });

  it('/reporting?step=notice: the processing notice, then on to the form of its kind', async () => {
    const anonymous = await page('/reporting?step=notice&kind=anonymous');
    expect(visibleText(anonymous.body)).toContain('제보 처리에는 최소 2주가 걸리며');
    expect(anonymous.body).toContain('<a href="/reportsecond02" class="button">확인</a>');
    const real = await page('/reporting?step=notice&kind=real&collectionConsent=yes&thirdPartyConsent=yes');
    expect(visibleText(real.body)).toContain('제보 처리에는 최소 2주가 걸리며');
    expect(real.body).toContain('href="/reportsecond?collectionConsent=yes&amp;thirdPartyConsent=yes"');
  });

  it('both report forms: a multipart post with a token, every field labelled, the file input and the example', async () => {
    const common = ['제보대상 회사', '제보유형', '제목', '누가', '언제', '어디서', '무엇을', '어떻게', '왜'];
    const forms = {
      '/reportsecond?collectionConsent=yes&thirdPartyConsent=yes': {
        action: '/reportsecond',
        labels: [...common, '첨부파일', '이름', '휴대전화', '이메일', '패스워드', '패스워드 확인'],
      },
      '/reportsecond02': {
        action: '/reportsecond02',
        labels: [...common, '기타 요청사항', '첨부파일', '패스워드', '패스워드 확인'],
      },
    };
    for (const [url, { action, labels }] of Object.entries(forms)) {
      const html = visible((await page(url)).body);
      const form = /<form class="report-form"[^>]*>/.exec(html)?.[0] ?? '';
      expect(form, url).toMatch(new RegExp(`action="${action}"`));
      expect(form, url).toMatch(/method="post"/i);
      expect(form, url).toMatch(/enctype="multipart\/form-data"/i);
      expect(csrfOf(html)).toMatch(/^[0-9a-z]+\.[\w-]{22}$/);
      expect(html).toContain(`<input type="hidden" name="${CSRF_FIELD}"`);
      const labelled = [...html.matchAll(/<label for="field-\w+" class="field-label[^"]*">([^<]+)/g)].map(
        (m) => m[1],
      );
      for (const label of labels) expect(labelled, `${url}: ${label}`).toContain(label);
      expect(html).toMatch(/<input id="field-files"[^>]*type="file"[^>]*name="files"/);
      // The writing example is readable without a script: inside a <details>.
      expect(html).toMatch(
        /<details class="writing-example">[\s\S]*?작성 예시[\s\S]*?협력업체 선정[\s\S]*?<\/details>/,
      );
      // The alerted company's notice is readable; a company without its own audit team has none.
      const notices = /<details class="company-notices">([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
      expect(visibleText(notices)).toContain('자체감사전자 제보는 자체감사전자 감사팀이 조사합니다.');
      expect(notices).not.toContain('평범상사');
      expect(html).toContain(`<option value="${plain.code}">평범상사</option>`);
      expect(html).toMatch(/<button type="submit" value="review"[^>]*name="intent">/);
    }
  });

  it('/reportsecond without both consents goes back to the consent step', async () => {
    for (const query of ['', '?collectionConsent=yes', '?collectionConsent=yes&thirdPartyConsent=no']) {
      const res = await t.app.inject(`/reportsecond${query}`);
      expect(res.statusCode, query).toBe(303);
      expect(res.headers.location).toBe('/reporting?step=consent');
    }
  });

  it('/reportinquiry: a POST sign-in form with a token, receipt number and password', async () => {
    const html = visible((await page('/reportinquiry')).body);
    expect(html).toMatch(/<form class="[^"]*lookup-form"[^>]*action="\/reportinquiry" method="post">/);
    expect(csrfOf(html)).toBeTruthy();
    expect(html).toMatch(/<label for="field-loginId" class="field-label">접수번호<\/label>/);
    expect(html).toMatch(/<label for="field-password" class="field-label">패스워드<\/label>/);
    expect(html).toMatch(/<input[^>]*type="password" name="password"\/>/);
  });

  it('the privacy policy (current, v1.1, v1.0), the certificate, the notice windows and the session end', async () => {
    expect(await text(FOOTER_PAGES.privacy)).toContain(
      '이 개인정보처리방침은 2024년 12월 17일부터 적용됩니다.',
    );
    expect(await text(FOOTER_PAGES.privacyV11)).toContain(
      '2023년 3월 1일부터 2024년 12월 16일까지 적용되었습니다.',
    );
    expect(await text(FOOTER_PAGES.privacyV10)).toContain(
      '2021년 6월 1일부터 2023년 2월 28일까지 적용되었습니다.',
    );
    for (const url of [FOOTER_PAGES.privacy, FOOTER_PAGES.privacyV11, FOOTER_PAGES.privacyV10]) {
      const html = (await page(url)).body;
      for (const other of [FOOTER_PAGES.privacy, FOOTER_PAGES.privacyV11, FOOTER_PAGES.privacyV10])
        expect(html, url).toContain(`href="${other}"`);
    }
    const certificate = (await page(FOOTER_PAGES.certification)).body;
    expect(visibleText(certificate)).toContain('윤리경영 인증서');
    // The image carries its meaning in words, for a browser that shows no images.
    expect(certificate).toMatch(/<img [^>]*alt="윤리경영 인증서\. 인증번호 GN-ETH-2024-0117\.[^"]*"/);
    expect(await text('/auditpopup')).toContain('추석 명절, 선물 대신 마음을 나눠주세요');
    const second = await text('/auditpopup2');
    expect(second).toContain('부정·비리 행위는 사이버감사실로 제보해주세요');
    expect(second).toContain('전화: 02-000-0000');
    expect(await text('/sessiontimeout')).toContain('세션이 만료되었거나 잘못된 접근입니다.');
  });

  it('the receipt page without a receipt says it is shown only once, right after filing', async () => {
    const res = await page('/reportcomplete');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(visibleText(res.body)).toContain('접수번호를 표시할 수 없습니다');
  });

  it('an unknown address answers 404 with the not-found page, in the site’s frame', async () => {
    for (const url of ['/no/such/page', '/reportsecond03', '/inquirypage/nope']) {
      const words = await text(url, 404);
      expect(words, url).toContain('요청하신 페이지가 존재하지 않습니다');
      expect(words, url).toContain('개인정보처리방침');
    }
  });

  it('pages the same for everyone are revalidated; pages with a token are never stored', async () => {
    for (const url of ['/', '/reportguide?tab=others', FOOTER_PAGES.privacy, '/auditpopup'])
      expect((await page(url)).headers['cache-control'], url).toBe('no-cache');
    for (const url of ['/reportsecond02', '/reportinquiry'])
      expect((await page(url)).headers['cache-control'], url).toBe('no-store');
  });
});
