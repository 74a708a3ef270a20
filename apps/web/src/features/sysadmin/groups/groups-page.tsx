import type { groupView } from '@audit/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { ListPage } from '../shared/list-page.tsx';
import { type Column, RecordTable } from '../shared/record-table.tsx';
import { StatusBadge } from '../shared/status-badge.tsx';
import { useGroups } from '../shared/sysadmin-queries.ts';
import { GroupFormDialog } from './group-form-dialog.tsx';

type Group = z.infer<typeof groupView>;

const columns: Column<Group>[] = [
  { header: sysadminText.groups.name, cell: (g) => g.name },
  { header: sysadminText.groups.description, cell: (g) => g.description },
  {
    header: sysadminText.list.status,
    cell: (g) => <StatusBadge code={g.statusCode} />,
    className: 'admin-cell-center',
  },
];

/** /admingroup: the groups admins belong to; 등록 and 수정 open the group modal. */
export function GroupsPage() {
  const title = sysadminText.screens.groups;
  const groups = useGroups();
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  return (
    <ListPage title={title} lead={sysadminText.groups.lead} query={groups} onCreate={() => setEditing('new')}>
      {(rows) => (
        <>
          <RecordTable
            caption={sysadminText.list.caption(title, rows.length)}
            columns={columns}
            rows={rows}
            rowName={(g) => g.name}
            onEdit={setEditing}
          />
          {editing && (
            <GroupFormDialog group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          )}
        </>
      )}
    </ListPage>
  );
}
