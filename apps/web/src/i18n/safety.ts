// The safety panel (components/safety-panel.tsx) of the home page and both report forms: what the site does to
// keep a reporter unknown, and what the reporter can do. Each line must stay true of the product (docs/security.md).

export const safetyText = {
  title: '안전한 제보를 위한 안내',
  items: [
    '이 사이트는 제보자의 IP 주소와 기기 정보를 저장하지 않습니다.',
    '사진, PDF, 오피스 문서를 첨부하시면 촬영 위치, 작성자 같은 숨은 정보를 지운 사본이 감사실에 전달됩니다.',
    '익명을 확실히 지키려면 회사 기기와 회사 네트워크 대신 개인 기기와 개인 네트워크를 이용해주세요.',
    '본인만 알 수 있는 세부 사항은 빼고 적어주세요.',
  ],
} as const;
