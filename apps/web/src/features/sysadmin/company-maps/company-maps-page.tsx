import type { companyMapView } from '@audit/contracts';
import type { z } from 'zod/mini';
import type { Column } from '../../../components/admin-table.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { nextOrderOf, RecordListPage } from '../shared/list-page.tsx';
import { statusColumn } from '../shared/record-table.tsx';
import { useCompanyMaps } from '../shared/sysadmin-queries.ts';
import { CompanyMapFormDialog } from './company-map-form-dialog.tsx';

type CompanyMap = z.infer<typeof companyMapView>;

const text = sysadminText.companyMaps;
const yesNo = (value: boolean) => (value ? sysadminText.list.yes : sysadminText.list.no);
const columns: Column<CompanyMap>[] = [
  { header: text.orderSeq, cell: (m) => m.orderSeq, className: 'admin-cell-center' },
  { header: text.companyName, cell: (m) => m.companyName },
  { header: text.group, cell: (m) => m.userGroupName },
  { header: text.sourceComp, cell: (m) => yesNo(m.isSourceComp), className: 'admin-cell-center' },
  { header: text.destinationComp, cell: (m) => yesNo(m.isDestinationComp), className: 'admin-cell-center' },
  { header: text.oversight, cell: (m) => yesNo(m.isOversight), className: 'admin-cell-center' },
  statusColumn(),
];

/** /admincompanyauth: which group handles which company's reports, and who mails shared reports to whom. */
export function CompanyMapsPage() {
  return (
    <RecordListPage
      title={sysadminText.screens.companyMaps}
      lead={text.lead}
      query={useCompanyMaps()}
      columns={columns}
      rowName={(m) => text.rowLabel(m.companyName, m.userGroupName)}
      form={(map, rows, close) => (
        <CompanyMapFormDialog map={map} nextOrder={nextOrderOf(rows)} onClose={close} />
      )}
    />
  );
}
