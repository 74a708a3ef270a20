import { menuUpdate, type menuView, sysadminApi } from '@audit/contracts';
import type { z } from 'zod/mini';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { StatusField } from '../shared/status-field.tsx';
import { useCloseAndRefresh } from '../shared/sysadmin-queries.ts';

type Menu = z.infer<typeof menuView>;

type Props = {
  menu: Menu | null;
  /** Suggested order of a new menu: after the last one. */
  nextOrder: number;
  onClose: () => void;
};

/**
 * Creates a menu (always 사용: no status is sent) or edits one, including its 사용 / 미사용 status; a built-in
 * menu keeps its URL and status.
 */
export function MenuFormDialog({ menu, nextOrder, onClose }: Props) {
  const text = sysadminText.menus;
  const closeAndRefresh = useCloseAndRefresh(onClose);
  // A built-in menu's URL and status are fixed (its area's permission rests on it); the server refuses changes.
  const builtIn = menu?.key != null;
  return (
    <FormDialog
      title={menu ? text.editTitle : text.createTitle}
      schema={menuUpdate}
      defaultValues={{
        orderSeq: menu?.orderSeq ?? nextOrder,
        name: menu?.name ?? '',
        url: menu?.url ?? '',
        description: menu?.description ?? '',
        status: menu?.statusCode ?? 'ENABLED',
      }}
      submit={({ status, ...fields }) =>
        menu
          ? apiPatch(sysadminApi.updateMenu, { params: { id: menu.id }, body: { ...fields, status } })
          : apiPost(sysadminApi.createMenu, { body: fields })
      }
      onSaved={closeAndRefresh}
      onClose={onClose}
    >
      <TextField
        name="orderSeq"
        label={text.orderSeq}
        required
        type="number"
        inputMode="numeric"
        hint={text.orderHint}
      />
      <TextField name="name" label={text.name} required />
      <TextField
        name="url"
        label={text.url}
        required
        readOnly={builtIn}
        hint={builtIn ? text.builtInHint : text.urlHint}
      />
      <TextField name="description" label={text.description} multiline rows={3} />
      {menu && !builtIn && <StatusField />}
    </FormDialog>
  );
}
