import { groupUpdate, type groupView, sysadminApi } from '@audit/contracts';
import type { z } from 'zod/mini';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { RadioField } from '../../../components/form/radio-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { FormDialog, RECORD_STATUS_OPTIONS } from '../shared/form-dialog.tsx';
import { useAfterSave } from '../shared/sysadmin-queries.ts';

type Group = z.infer<typeof groupView>;

/**
 * Creates a group (`group` null) or edits one. Both check the update rules, which are the create rules plus the
 * status; the status is shown and sent only when editing.
 */
export function GroupFormDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const text = sysadminText.groups;
  const afterSave = useAfterSave(onClose);
  const form = useSchemaForm(groupUpdate, {
    defaultValues: {
      name: group?.name ?? '',
      description: group?.description ?? '',
      status: group?.statusCode ?? 'ENABLED',
      secondFactorRequired: group?.secondFactorRequired ?? false,
    },
  });
  return (
    <FormDialog
      title={group ? text.editTitle : text.createTitle}
      form={form}
      onClose={onClose}
      onValid={async ({ status, ...fields }) => {
        if (group)
          await apiPatch(sysadminApi.updateGroup, { params: { id: group.id }, body: { ...fields, status } });
        else await apiPost(sysadminApi.createGroup, { body: fields });
        await afterSave();
      }}
    >
      <TextField name="name" label={text.name} required />
      <TextField name="description" label={text.description} multiline rows={3} />
      <CheckboxField name="secondFactorRequired" label={text.secondFactor} hint={text.secondFactorHint} />
      {group && <RadioField name="status" label={sysadminText.form.status} options={RECORD_STATUS_OPTIONS} />}
    </FormDialog>
  );
}
