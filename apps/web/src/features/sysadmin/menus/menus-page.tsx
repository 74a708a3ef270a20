import type { menuView } from '@audit/contracts';
import type { z } from 'zod/mini';
import type { Column } from '../../../components/admin-table.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { nextOrderOf, RecordListPage } from '../shared/list-page.tsx';
import { statusColumn } from '../shared/record-table.tsx';
import { useMenus } from '../shared/sysadmin-queries.ts';
import { MenuFormDialog } from './menu-form-dialog.tsx';

type Menu = z.infer<typeof menuView>;

const text = sysadminText.menus;
const columns: Column<Menu>[] = [
  { header: text.orderSeq, cell: (m) => m.orderSeq, className: 'admin-cell-center' },
  { header: text.name, cell: (m) => m.name },
  { header: text.url, cell: (m) => <code className="sysadmin-code">{m.url}</code> },
  { header: text.description, cell: (m) => m.description },
  statusColumn(),
];

/** /adminmenu: the admin screens that groups can be given; 등록 and 수정 open the menu modal. */
export function MenusPage() {
  return (
    <RecordListPage
      title={sysadminText.screens.menus}
      lead={text.lead}
      query={useMenus()}
      columns={columns}
      rowName={(m) => m.name}
      form={(menu, rows, close) => (
        <MenuFormDialog menu={menu} nextOrder={nextOrderOf(rows)} onClose={close} />
      )}
    />
  );
}
