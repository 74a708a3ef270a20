import {
  ADMIN_MESSAGES,
  type AdminPostDetail,
  adminApi,
  commonsApi,
  resultMessage,
  statusQuery,
} from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiGet, apiPatch } from '../../../api/client.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { askConfirm, showAlert } from '../../../components/page-dialogs.tsx';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { replyKindText as kinds } from '../../../i18n/reply-kinds.ts';
import './status-form.css';

type Props = { post: AdminPostDetail; onChanged: () => Promise<unknown> };

/** The status and, with 처리완료, the result message sent in the same change (the query and the body of the call). */
const statusChange = z.extend(statusQuery, { resultMessage });
type StatusChange = z.output<typeof statusChange>;

/**
 * The status select with 저장: any status may be chosen (spec section 4), after a confirmation. 저장 is on only
 * once another status than the saved one is chosen, so a click always changes something. Choosing 처리완료 offers
 * the result message (처리 결과 회신): a completed report takes no comment any more, and only a result message meets
 * the feedback clock; without one the confirmation says so.
 */
export function StatusForm({ post, onChanged }: Props) {
  const headingId = useId();
  const statuses = useQuery({
    queryKey: ['commons', 'post-statuses'],
    queryFn: ({ signal }) => apiGet(commonsApi.postStatuses, { signal }),
    staleTime: 10 * 60_000,
  });
  useAlertOnError(statuses.error);
  const saved = { postStatus: post.status.statusCode, resultMessage: '' };
  const form = useSchemaForm(statusChange, { defaultValues: saved });
  const { reset, control } = form;
  const chosen = useWatch({ control, name: 'postStatus' });
  // After a reload of the report (e.g. another admin changed it), show its status.
  useEffect(
    () => reset({ postStatus: post.status.statusCode, resultMessage: '' }),
    [reset, post.status.statusCode],
  );
  const completing = chosen === 'COMPLETED' && post.status.statusCode !== 'COMPLETED';

  const save = async ({ postStatus, resultMessage: result }: StatusChange) => {
    const withResult = postStatus === 'COMPLETED' && result !== '';
    // The warning only where it is true: a 처리 결과 회신 sent before already met the feedback clock for good.
    const feedbackOpen = post.clocks.feedback.metDate === null;
    const question =
      postStatus !== 'COMPLETED'
        ? text.confirmStatus
        : withResult
          ? kinds.confirmWithResult
          : feedbackOpen
            ? kinds.confirmWithoutResult
            : text.confirmStatus;
    if (!(await askConfirm(question))) return;
    await apiPatch(adminApi.setStatus, {
      params: { id: post.id },
      query: { postStatus },
      ...(withResult ? { body: { resultMessage: result } } : {}),
    });
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
        {completing && (
          <div className="report-status-result">
            <TextField name="resultMessage" label={kinds.resultLabel} multiline hint={kinds.resultHint} />
          </div>
        )}
        <SubmitButton
          label={text.statusSave}
          disabled={!statuses.data || chosen === post.status.statusCode}
        />
      </SchemaForm>
      <p className="admin-hint report-status-hint">{text.statusHint}</p>
    </section>
  );
}
