import { commonsApi } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api/client.ts';

/** The company and report-type lists of the form's first section (GET /api/commons/...). */
export function useReportOptions() {
  const companies = useQuery({
    queryKey: ['commons', 'company-types'],
    queryFn: ({ signal }) => apiGet(commonsApi.companyTypes, { signal }),
  });
  const reportTypes = useQuery({
    queryKey: ['commons', 'report-types'],
    queryFn: ({ signal }) => apiGet(commonsApi.reportTypes, { signal }),
  });
  return { companies, reportTypes };
}

export type ReportOptions = ReturnType<typeof useReportOptions>;
