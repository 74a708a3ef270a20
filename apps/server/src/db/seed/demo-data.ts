/**
 * A fictional corporate group for demonstrations and tests. Every name, number and address here is invented
 * and belongs to no real company.
 */
export const DEMO_COMPANIES = [
  { code: 'GARAM_HOLDINGS', title: '가람누리홀딩스', notice_brand: null },
  { code: 'GARAM_ELECTRONICS', title: '가람누리전자', notice_brand: null },
  { code: 'GARAM_CONSTRUCTION', title: '가람누리건설', notice_brand: null },
  { code: 'GARAM_TRADING', title: '가람누리상사', notice_brand: null },
  { code: 'GARAM_FOODS', title: '가람누리푸드', notice_brand: null },
  { code: 'GARAM_LOGISTICS', title: '가람누리로지스', notice_brand: null },
  // A café brand run by the food company: its notice names the parent brand instead of itself.
  { code: 'BEANS_AND_LEAF', title: '빈스앤리프', notice_brand: '가람누리푸드' },
].map((c, i) => ({ ...c, order_seq: i + 1 }));

type DemoGroup = {
  name: string;
  description: string;
  menus: string[];
  /** company code -> map flags */
  companies: Record<string, { source?: boolean; destination?: boolean }>;
};

const allCompanies = Object.fromEntries(DEMO_COMPANIES.map((c) => [c.code, {}]));

/** Audit teams of the demo group. Companies with their own team (a source map) show the isAlerted notice. */
export const DEMO_GROUPS: DemoGroup[] = [
  {
    name: '지주 감사팀',
    description: '가람누리홀딩스 감사팀: 그룹 전 계열사 제보 담당',
    menus: ['/adminreport', '/admininquiry', '/adminstats'],
    companies: { ...allCompanies, GARAM_HOLDINGS: { destination: true } },
  },
  {
    name: '전자 감사팀',
    description: '가람누리전자 자체 감사팀',
    menus: ['/adminreport', '/adminstats'],
    companies: { GARAM_ELECTRONICS: { source: true } },
  },
  {
    name: '푸드 감사팀',
    description: '가람누리푸드 자체 감사팀 (빈스앤리프 포함)',
    menus: ['/adminreport', '/adminstats'],
    companies: { GARAM_FOODS: { source: true }, BEANS_AND_LEAF: { source: true } },
  },
];
