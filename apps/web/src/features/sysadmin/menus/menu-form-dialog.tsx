import {
  menuCreate,
  menuUpdate,
  type menuView,
  type RecordStatus,
  SYSADMIN_MESSAGES,
  sysadminApi,
} from '@audit/contracts';
import type { z } from 'zod';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { StatusField, TextField } from '../shared/form-fields.tsx';
import { useRefreshAfterChange } from '../shared/sysadmin-queries.ts';
import { useRecordForm } from '../shared/use-record-form.ts';
import { blankToUndefined } from '../shared/validate-form.ts';

type Menu = z.infer<typeof menuView>;

type Props = {
  menu: Menu | null;
  /** Suggested order of a new menu: after the last one. */
  nextOrder: number;
  onClose: () => void;
};

/** Creates a menu (always 사용) or edits one, including its 사용 / 미사용 status. */
export function MenuFormDialog({ menu, nextOrder, onClose }: Props) {
  const text = sysadminText.menus;
  const refresh = useRefreshAfterChange();
  const form = useRecordForm({
    orderSeq: String(menu?.orderSeq ?? nextOrder),
    name: menu?.name ?? '',
    url: menu?.url ?? '',
    description: menu?.description ?? '',
    status: (menu?.statusCode ?? 'ENABLED') as RecordStatus,
  });
  const { values, errors, fieldId } = form;

  const saved = () => {
    window.alert(SYSADMIN_MESSAGES.saved);
    onClose();
    void refresh();
  };

  const submit = () => {
    const input = {
      orderSeq: blankToUndefined(values.orderSeq),
      name: values.name,
      url: values.url,
      description: values.description,
    };
    const order = ['orderSeq', 'name', 'url', 'description'] as const;
    if (menu) {
      const body = form.check(menuUpdate, { ...input, status: values.status }, order);
      if (!body) return;
      void form.run(async () => {
        await apiPatch(sysadminApi.updateMenu, { params: { id: menu.id }, body });
        saved();
      });
    } else {
      const parsed = form.check(menuCreate, input, order);
      if (!parsed) return;
      // New menus are always created 사용; no status is sent.
      const { status: _ignored, ...body } = parsed;
      void form.run(async () => {
        await apiPost(sysadminApi.createMenu, { body });
        saved();
      });
    }
  };

  return (
    <FormDialog
      title={menu ? text.editTitle : text.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={form.busy}
    >
      <TextField
        id={fieldId('orderSeq')}
        label={text.orderSeq}
        required
        type="number"
        inputMode="numeric"
        value={values.orderSeq}
        hint={text.orderHint}
        error={errors.orderSeq}
        onChange={(value) => form.set('orderSeq', value)}
      />
      <TextField
        id={fieldId('name')}
        label={text.name}
        required
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(value) => form.set('name', value)}
      />
      <TextField
        id={fieldId('url')}
        label={text.url}
        required
        maxLength={200}
        value={values.url}
        hint={text.urlHint}
        error={errors.url}
        onChange={(value) => form.set('url', value)}
      />
      <TextField
        id={fieldId('description')}
        label={text.description}
        multiline
        maxLength={500}
        value={values.description}
        error={errors.description}
        onChange={(value) => form.set('description', value)}
      />
      {menu && (
        <StatusField
          name={fieldId('status')}
          value={values.status}
          onChange={(value) => form.set('status', value)}
        />
      )}
    </FormDialog>
  );
}
