import { ADMIN_MENUS, STATS_LABELS } from '@audit/contracts';

// The statistics screen (/adminstats). The figures' and tables' names are the contracts' (STATS_LABELS), shared
// with the Excel file, so the screen and the file say the same.

export const statsText = {
  title: ADMIN_MENUS.find((m) => m.url === '/adminstats')?.name ?? '제보 통계',
  lead: '기간 안에 접수된 제보를 회사별, 유형별, 처리상태별, 월별로 집계합니다. 처리기한 준수율은 현재 설정된 기한으로 계산합니다.',
  filtersTitle: '조회 조건',
  from: '시작일',
  to: '종료일',
  company: '회사',
  allCompanies: '전체 회사',
  apply: '조회',
  excel: '엑셀 다운로드',
  excelBusy: '엑셀 파일을 만드는 중입니다.',
  excelDefaultName: '제보통계.xlsx',
  loading: '통계를 불러오는 중입니다.',
  loadError: '통계를 불러오지 못했습니다.',
  period: (from: string, to: string) => `${from} ~ ${to} 접수분`,
  summaryTitle: '요약',
  clocksHint:
    '기간 안에 접수된 제보마다 기한을 한 번씩 셉니다. 비율은 기한이 지났거나 충족된 제보로 계산하고, 기한이 남은 진행 중 제보는 따로 셉니다. 접수 확인이 없는 제보는 기한이 지나면 미충족입니다.',
  empty: '해당 기간에 접수된 제보가 없습니다.',
  chart: (title: string, items: string) => `${title} 막대그래프: ${items}`,
  chartItem: (name: string, count: number) => `${name} ${count}건`,
  labels: STATS_LABELS,
} as const;
