// The Korean texts of the mails the site sends. Mails never carry report content or reporter identity: a mailbox is
// not encrypted storage, so they only say that something is waiting in the admin screen.

import { koreaDateTime } from '../../lib/korea-time.ts';

export function reportReceivedMail(m: {
  company: string;
  reportType: string;
  at: Date;
  adminUrl: string | null;
}) {
  return {
    subject: '[사이버감사실] 새 제보가 접수되었습니다',
    body: [
      '사이버감사실에 새 제보가 접수되었습니다.',
      '',
      `제보대상 회사: ${m.company}`,
      `제보유형: ${m.reportType}`,
      `접수일시: ${koreaDateTime(m.at)}`,
      '',
      m.adminUrl
        ? `내용은 관리자 화면에서 확인하십시오: ${m.adminUrl}`
        : '내용은 관리자 화면에서 확인하십시오.',
      '이 메일에는 제보 내용과 제보자 정보가 포함되지 않습니다.',
    ].join('\n'),
  };
}

export function passwordLinkMail(m: { name: string; loginId: string; link: string; expiresAt: Date }) {
  return {
    subject: '[사이버감사실] 관리자 비밀번호 설정 안내',
    body: [
      `${m.name}님, 사이버감사실 관리자 계정(${m.loginId})이 준비되었습니다.`,
      '',
      '아래 링크에서 비밀번호를 설정해 주십시오. 링크는 한 번만 사용할 수 있습니다.',
      m.link,
      `유효기간: ${koreaDateTime(m.expiresAt)}까지`,
      '',
      '본인이 요청하지 않은 메일이라면 시스템관리자에게 알려 주십시오.',
    ].join('\n'),
  };
}
