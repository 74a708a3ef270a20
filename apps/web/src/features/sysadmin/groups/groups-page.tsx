import type { groupView } from '@audit/contracts';
import type { z } from 'zod/mini';
import type { Column } from '../../../components/admin-table.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { RecordListPage } from '../shared/list-page.tsx';
import { statusColumn } from '../shared/record-table.tsx';
import { useGroups } from '../shared/sysadmin-queries.ts';
import { GroupFormDialog } from './group-form-dialog.tsx';

type Group = z.infer<typeof groupView>;

const text = sysadminText.groups;
const columns: Column<Group>[] = [
  { header: text.name, cell: (g) => g.name },
  { header: text.description, cell: (g) => g.description },
  {
    header: text.secondFactorColumn,
    cell: (g) => (g.secondFactorRequired ? sysadminText.list.yes : sysadminText.list.no),
  },
  statusColumn(),
];

/** /admingroup: the groups admins belong to; 등록 and 수정 open the group modal. */
export function GroupsPage() {
  return (
    <RecordListPage
      title={sysadminText.screens.groups}
      lead={text.lead}
      query={useGroups()}
      columns={columns}
      rowName={(g) => g.name}
      form={(group, _rows, close) => <GroupFormDialog group={group} onClose={close} />}
    />
  );
}
