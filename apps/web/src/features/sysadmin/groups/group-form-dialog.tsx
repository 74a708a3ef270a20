import {
  groupCreate,
  groupUpdate,
  type groupView,
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

type Group = z.infer<typeof groupView>;

/** Creates a group (`group` null) or edits one; the status is shown and sent only when editing. */
export function GroupFormDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const text = sysadminText.groups;
  const refresh = useRefreshAfterChange();
  const form = useRecordForm({
    name: group?.name ?? '',
    description: group?.description ?? '',
    status: (group?.statusCode ?? 'ENABLED') as RecordStatus,
  });
  const { values, errors, fieldId } = form;

  const submit = () => {
    const input = { name: values.name, description: values.description };
    const order = ['name', 'description'] as const;
    if (group) {
      const body = form.check(groupUpdate, { ...input, status: values.status }, order);
      if (!body) return;
      void form.run(async () => {
        await apiPatch(sysadminApi.updateGroup, { params: { id: group.id }, body });
        saved();
      });
    } else {
      const body = form.check(groupCreate, input, order);
      if (!body) return;
      void form.run(async () => {
        await apiPost(sysadminApi.createGroup, { body });
        saved();
      });
    }
  };

  const saved = () => {
    window.alert(SYSADMIN_MESSAGES.saved);
    onClose();
    void refresh();
  };

  return (
    <FormDialog
      title={group ? text.editTitle : text.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={form.busy}
    >
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
        id={fieldId('description')}
        label={text.description}
        multiline
        maxLength={500}
        value={values.description}
        error={errors.description}
        onChange={(value) => form.set('description', value)}
      />
      {group && (
        <StatusField
          name={fieldId('status')}
          value={values.status}
          onChange={(value) => form.set('status', value)}
        />
      )}
    </FormDialog>
  );
}
