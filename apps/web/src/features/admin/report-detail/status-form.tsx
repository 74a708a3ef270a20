import { ADMIN_MESSAGES, type AdminPostDetail, adminApi, commonsApi, statusQuery } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiGet, apiPatch } from '../../../api/client.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { askConfirm, showAlert } from '../../../components/page-dialogs.tsx';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';

type Props = { post: AdminPostDetail; onChanged: () => Promise<unknown> };

/**
 * The status select with 저장: any status may be chosen (spec section 4), after a confirmation. 저장 is on only
 * once another status than the saved one is chosen, so a click always changes something.
 */
export function StatusForm({ post, onChanged }: Props) {
  const headingId = useId();
  const statuses = useQuery({
    queryKey: ['commons', 'post-statuses'],
    queryFn: ({ signal }) => apiGet(commonsApi.postStatuses, { signal }),
    staleTime: 10 * 60_000,
  });
  useAlertOnError(statuses.error);
  const form = useSchemaForm(statusQuery, { defaultValues: { postStatus: post.status.statusCode } });
  const { reset, control } = form;
  const chosen = useWatch({ control, name: 'postStatus' });
  // After a reload of the report (e.g. another admin changed it), show its status.
  useEffect(() => reset({ postStatus: post.status.statusCode }), [reset, post.status.statusCode]);

  const save = async (query: { postStatus: AdminPostDetail['status']['statusCode'] }) => {
    if (!(await askConfirm(text.confirmStatus))) return;
    await apiPatch(adminApi.setStatus, { params: { id: post.id }, query });
    await showAlert(ADMIN_MESSAGES.changed);
    await onChanged();
  };

  const options = statuses.data ?? [{ code: post.status.statusCode, title: post.status.statusTitle }];
  return (
    <section className="admin-panel report-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-panel-title">
        {text.statusTitle}
      </h2>
      <SchemaForm form={form} onValid={save} variant="admin" className="report-status-form">
        <SelectField
          name="postStatus"
          label={text.statusSelect}
          options={options.map((option) => ({ value: option.code, label: option.title }))}
        />
        <SubmitButton
          label={text.statusSave}
          disabled={!statuses.data || chosen === post.status.statusCode}
        />
      </SchemaForm>
      <p className="admin-hint report-status-hint">{text.statusHint}</p>
    </section>
  );
}
