import type { companyMapView } from '@audit/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { ListPage } from '../shared/list-page.tsx';
import { type Column, RecordTable } from '../shared/record-table.tsx';
import { StatusBadge } from '../shared/status-badge.tsx';
import { useCompanyMaps } from '../shared/sysadmin-queries.ts';
import { CompanyMapFormDialog } from './company-map-form-dialog.tsx';

type CompanyMap = z.infer<typeof companyMapView>;

const text = sysadminText.companyAuth;
const yesNo = (value: boolean) => (value ? sysadminText.list.yes : sysadminText.list.no);
const columns: Column<CompanyMap>[] = [
  { header: text.orderSeq, cell: (m) => m.orderSeq, className: 'admin-cell-center' },
  { header: text.companyName, cell: (m) => m.companyName },
  { header: text.group, cell: (m) => m.userGroupName },
  { header: text.sourceComp, cell: (m) => yesNo(m.isSourceComp), className: 'admin-cell-center' },
  { header: text.destinationComp, cell: (m) => yesNo(m.isDestinationComp), className: 'admin-cell-center' },
  {
    header: sysadminText.list.status,
    cell: (m) => <StatusBadge code={m.statusCode} />,
    className: 'admin-cell-center',
  },
];

/** /admincompanyauth: which group handles which company's reports, and who mails shared reports to whom. */
export function CompanyAuthPage() {
  const title = sysadminText.screens.companyAuth;
  const maps = useCompanyMaps();
  const [editing, setEditing] = useState<CompanyMap | 'new' | null>(null);
  return (
    <ListPage title={title} lead={text.lead} query={maps} onCreate={() => setEditing('new')}>
      {(rows) => (
        <>
          <RecordTable
            caption={sysadminText.list.caption(title, rows.length)}
            columns={columns}
            rows={rows}
            rowName={(m) => text.rowLabel(m.companyName, m.userGroupName)}
            onEdit={setEditing}
          />
          {editing && (
            <CompanyMapFormDialog
              map={editing === 'new' ? null : editing}
              companyNames={[...new Set(rows.map((m) => m.companyName))].sort((a, b) =>
                a.localeCompare(b, 'ko'),
              )}
              nextOrder={rows.reduce((max, m) => Math.max(max, m.orderSeq), 0) + 1}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
    </ListPage>
  );
}
