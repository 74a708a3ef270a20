import type { menuView } from '@audit/contracts';
import { useState } from 'react';
import type { z } from 'zod';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { ListPage } from '../shared/list-page.tsx';
import { type Column, RecordTable } from '../shared/record-table.tsx';
import { StatusBadge } from '../shared/status-badge.tsx';
import { useMenus } from '../shared/sysadmin-queries.ts';
import { MenuFormDialog } from './menu-form-dialog.tsx';

type Menu = z.infer<typeof menuView>;

const text = sysadminText.menus;
const columns: Column<Menu>[] = [
  { header: text.orderSeq, cell: (m) => m.orderSeq, className: 'admin-cell-center' },
  { header: text.name, cell: (m) => m.name },
  { header: text.url, cell: (m) => <code className="sysadmin-code">{m.url}</code> },
  { header: text.description, cell: (m) => m.description },
  {
    header: sysadminText.list.status,
    cell: (m) => <StatusBadge code={m.statusCode} />,
    className: 'admin-cell-center',
  },
];

/** /adminmenu: the admin screens that groups can be given; 등록 and 수정 open the menu modal. */
export function MenusPage() {
  const title = sysadminText.screens.menus;
  const menus = useMenus();
  const [editing, setEditing] = useState<Menu | 'new' | null>(null);
  return (
    <ListPage title={title} lead={text.lead} query={menus} onCreate={() => setEditing('new')}>
      {(rows) => (
        <>
          <RecordTable
            caption={sysadminText.list.caption(title, rows.length)}
            columns={columns}
            rows={rows}
            rowName={(m) => m.name}
            onEdit={setEditing}
          />
          {editing && (
            <MenuFormDialog
              menu={editing === 'new' ? null : editing}
              nextOrder={rows.reduce((max, m) => Math.max(max, m.orderSeq), 0) + 1}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
    </ListPage>
  );
}
