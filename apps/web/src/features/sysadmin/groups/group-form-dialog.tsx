import { groupUpdate, type groupView, sysadminApi } from '@audit/contracts';
import type { z } from 'zod/mini';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { StatusField } from '../shared/status-field.tsx';
import { useCloseAndRefresh } from '../shared/sysadmin-queries.ts';

type Group = z.infer<typeof groupView>;

/**
 * Creates a group (`group` null) or edits one. Both check the update rules, which are the create rules plus the
 * status; the status is shown and sent only when editing.
 */
export function GroupFormDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const text = sysadminText.groups;
  const closeAndRefresh = useCloseAndRefresh(onClose);
  return (
    <FormDialog
      title={group ? text.editTitle : text.createTitle}
      schema={groupUpdate}
      defaultValues={{
        name: group?.name ?? '',
        description: group?.description ?? '',
        status: group?.statusCode ?? 'ENABLED',
        secondFactorRequired: group?.secondFactorRequired ?? false,
      }}
      submit={({ status, ...fields }) =>
        group
          ? apiPatch(sysadminApi.updateGroup, { params: { id: group.id }, body: { ...fields, status } })
          : apiPost(sysadminApi.createGroup, { body: fields })
      }
      onSaved={closeAndRefresh}
      onClose={onClose}
    >
      <TextField name="name" label={text.name} required />
      <TextField name="description" label={text.description} multiline rows={3} />
      <CheckboxField name="secondFactorRequired" label={text.secondFactor} hint={text.secondFactorHint} />
      {group && <StatusField />}
    </FormDialog>
  );
}
