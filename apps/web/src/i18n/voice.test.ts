import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as contracts from '@audit/contracts';
import { describe, expect, it } from 'vitest';

// One voice (issue 31, /work/shared/CONTENT.md): every Korean string the product writes itself, in the web app, the
// contracts, the server and its mail templates, in the register of the spec's own messages (requests "~해주세요.",
// statements "~습니다."), with one term per concept and standard spacing. The spec's strings stay word for word:
// they are the allow-list below, and only they may break a rule.

const ROOT = resolve(import.meta.dirname, '../../../..');

/** The spec's own strings (spec sections 5 and 8), word for word, spacing included. */
const SPEC_STRINGS = new Set([
  '개인정보 수집및 처리, 제 3자 제공의 동의시 진행됩니다.',
  '접수 하시겠습니까?',
  '익명 제보를 하시겠습니까?',
]);

/** What our own words never say, each with the reason. */
const RULES: { pattern: RegExp; why: string }[] = [
  { pattern: /십시오/, why: '~하십시오: requests end in ~해주세요.' },
  { pattern: /(?<!주)세요/, why: '~하세요: requests end in ~해주세요.' },
  { pattern: /(?<![세니])요(?=[.!?]?(?:\s|$))/, why: 'a ~요 ending: statements end in ~습니다.' },
  { pattern: /(?<!니)다\.(?=\s|$)/, why: 'a plain ~다. ending: statements end in ~습니다.' },
  {
    pattern: /[아어여워려해] (?:주세요|주시|주실|주셔|드리|드립|드려)/,
    why: 'a spaced 주다/드리다: ~해주세요 as the spec',
  },
  {
    pattern: /(?:접수|등록|삭제|수정|저장|조회|제출) 하(?:시|겠|십|세)/,
    why: 'a spaced ~하다 verb (접수하시겠습니까)',
  },
  { pattern: /제 3자/, why: '제3자 (the spec keeps its own 제 3자)' },
  {
    pattern: /(?:할|될|볼|쓸|알|줄|받을|있을|없을|드릴)수(?=\s|있|없)/,
    why: 'the bound noun 수 is spaced (할 수 있습니다)',
  },
  { pattern: /(?<!공익)신고(?!센터)/, why: '제보, never 신고 (but a law or an office named so)' },
  { pattern: /접수 번호|첨부 파일|처리 상태|제보 유형|제보대상회사|제보 대상 회사/, why: 'CONTENT.md terms' },
  { pattern: /실명 제보|익명 제보/, why: 'CONTENT.md terms: 실명제보, 익명제보' },
];

/** The rules a Korean string breaks (none for the spec's own strings). */
function voiceViolations(text: string): string[] {
  if (SPEC_STRINGS.has(text)) return [];
  return RULES.filter((r) => r.pattern.test(text)).map((r) => r.why);
}

/** The string literals of a source file, comments left out (enough for our code: no regex holds a Korean quote). */
function stringLiterals(source: string): string[] {
  const found: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let value = '';
      while (j < source.length && source[j] !== c && (c === '`' || source[j] !== '\n')) {
        value += source[j] === '\\' ? (source[++j] ?? '') : source[j];
        j++;
      }
      found.push(value);
      i = j + 1;
    } else i++;
  }
  return found;
}

const HANGUL = /[\uac00-\ud7a3]/;
const isTestFile = (path: string) =>
  /\.test\.|test-(support|utils|setup|cleanups|fixtures|models)|page-test-|\.arbitraries\.|\/migrations\//.test(
    path,
  );

function filesUnder(dir: string, ends: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && ends.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((path) => !isTestFile(path));
}

/** Every Korean string of the product's own code and mail templates, with the file it is in. */
function productStrings(): { file: string; text: string }[] {
  const code = [
    ...filesUnder('apps/web/src', /\.tsx?$/),
    ...filesUnder('packages/contracts/src', /\.ts$/),
    ...filesUnder('apps/server/src', /\.ts$/),
  ];
  const fromCode = code.flatMap((file) =>
    stringLiterals(readFileSync(join(ROOT, file), 'utf8')).map((text) => ({ file, text })),
  );
  const fromMail = filesUnder('apps/server/src/features/mail/templates', /\.(html|txt)$/).flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((line) => ({ file, text: line.replace(/<[^>]+>/g, ' ').trim() })),
  );
  return [...fromCode, ...fromMail].filter((s) => HANGUL.test(s.text));
}

/**
 * The reporter's screens' words: the report password is 패스워드 there, as the spec's messages say (the admins' own
 * password is 비밀번호 on the admin screens; the privacy policy names both, each its own thing, and is left out).
 */
const REPORTER_SCREEN_FILES = [
  'common',
  'comments',
  'error-pages',
  'form',
  'home',
  'layout',
  'my-report',
  'popups',
  'report-complete',
  'report-flow',
  'report-form',
  'report-guide',
  'report-lookup',
  'report-progress',
  'report-review',
  'reporting',
  'safety',
  'writing-example',
].map((name) => `apps/web/src/i18n/${name}.ts`);

/** The contracts' words a reporter reads: the report forms', the look-up's, the pages', the comments', the steps'. */
const REPORTER_CONTRACT_TEXTS = [
  contracts.COMMENT_AUTHOR_NAMES,
  contracts.COMMENT_MESSAGES,
  contracts.NO_ATTACHMENT_TEXT,
  contracts.PASSWORD_CONFIRM_MESSAGES,
  contracts.REPORT_MESSAGES,
  contracts.REPORT_PASSWORD_MESSAGES,
  contracts.REPORTER_MESSAGES,
  contracts.REPORTER_STEPS,
  contracts.SITE_MESSAGES,
];

/** Every string held by a value, at any depth (a message made by a function is called with a count). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsOf((value as (n: number) => unknown)(1_000));
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('one voice', () => {
  it('the rules catch what they are for, and let the spec’s strings and our own words through', () => {
    for (const wrong of [
      '패스워드를 입력하십시오.',
      '다시 확인하세요.',
      '접수되었어요.',
      '접수되었다.',
      '알려 드립니다.',
      '등록 하시겠습니까?',
      '제 3자에게 제공합니다.',
      '조회할수 없습니다.',
      '신고가 접수되었습니다.',
      '첨부 파일을 선택해주세요.',
      '실명 제보를 하시겠습니까?',
    ])
      expect(voiceViolations(wrong), wrong).not.toEqual([]);
    for (const right of [
      ...SPEC_STRINGS,
      '제목을 입력해주세요.',
      '필수항목을 입력해주세요.',
      '접수번호를 복사했습니다. 안전한 곳에 보관해주세요.',
      '제3자에게 제공하지 않습니다.',
      '「공익신고자 보호법」 제12조',
      '개인정보침해신고센터(한국인터넷진흥원): 118',
      '아니요',
      '조회하실 수 있습니다.',
    ])
      expect(voiceViolations(right), right).toEqual([]);
  });

  it('every Korean string the product writes itself keeps the register, the terms and the spacing', () => {
    const strings = productStrings();
    // The scan reads the product: the spec's messages and the reporter's steps are among what it found.
    const texts = new Set(strings.map((s) => s.text));
    expect(texts).toContain(contracts.REPORT_MESSAGES.consent);
    expect(texts).toContain('접수 확인 중');
    expect(strings.some((s) => s.file.endsWith('.html'))).toBe(true);
    const broken = strings.flatMap(({ file, text }) =>
      voiceViolations(text).map((why) => `${file}: "${text}" (${why})`),
    );
    expect(broken).toEqual([]);
  });

  it('the reporter’s screens call the report password 패스워드, never 비밀번호', () => {
    const fromFiles = REPORTER_SCREEN_FILES.flatMap((file) =>
      stringLiterals(readFileSync(join(ROOT, file), 'utf8')).map((text) => `${file}: ${text}`),
    );
    const fromContracts = stringsOf(REPORTER_CONTRACT_TEXTS);
    expect(fromContracts.filter((t) => t.includes('패스워드')).length).toBeGreaterThan(3);
    expect([...fromFiles, ...fromContracts].filter((t) => t.includes('비밀번호'))).toEqual([]);
  });
});
