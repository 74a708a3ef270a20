import { REPORT_MESSAGES, reporterApi } from '@audit/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { alertApiError } from '../../../api/alert-api-error.ts';
import { apiPost } from '../../../api/client.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import { todayInKorea } from '../../../lib/dates.ts';
import type { ReceiptState } from '../../../lib/report-flow.ts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint.ts';
import { ContentSection } from './content-section.tsx';
import { IdentitySection } from './identity-section.tsx';
import { clearReportDraft, hasInput, readReportDraft, saveReportDraft } from './report-draft.ts';
import {
  emptyReport,
  type PostKind,
  type ReportFormValues,
  reportFormSchema,
  toFormData,
} from './report-form-schema.ts';
import { TargetSection } from './target-section.tsx';
import { useReportOptions } from './use-report-options.ts';

const DRAFT_DELAY_MS = 300;

// The preview (and its print styles) is fetched when 미리보기 is pressed: it is not needed to write a report.
const PreviewDialog = lazy(async () => ({ default: (await import('./preview-dialog.tsx')).PreviewDialog }));

type Props = {
  kind: PostKind;
  /** Told whether anything is typed or attached, whenever that may have changed (the page's leave guard). */
  onInputChange?: (hasInput: boolean) => void;
};

/**
 * The report form shared by /reportsecond (PUBLIC) and /reportsecond02 (PRIVATE). On 제보하기 every field is
 * validated with the contracts' schema: if anything fails, an alert says so, every field shows its message
 * and the first one gets focus; otherwise, after a confirmation, the form is sent as multipart data and the
 * receipt number is handed to /reportcomplete in router state. What is typed is kept in the tab's draft as it
 * changes and comes back after a reload (report-draft.ts); a successful submit forgets it.
 */
export function ReportForm({ kind, onInputChange }: Props) {
  const navigate = useNavigate();
  // What this tab kept of an earlier visit (a reload): the form starts from it (report-draft.ts).
  const [restored, setRestored] = useState(() => readReportDraft(kind, Object.keys(emptyReport(kind))));
  const form = useSchemaForm(reportFormSchema(kind), {
    defaultValues: { ...emptyReport(kind), ...restored?.values },
    mode: 'onTouched',
  });
  const options = useReportOptions();
  const [today] = useState(() => todayInKorea());
  const [file, setFile] = useState<File | null>(null);
  const { watch, getValues } = form;

  // Every change is told to the page at once and kept in the draft a moment later (not at each keystroke); a reload
  // or a closed tab keeps the last keystroke first (pagehide). Leaving the form otherwise (a submit, an agreed leave)
  // forgets the draft, so nothing pending is kept then.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      saveReportDraft(kind, getValues(), file !== null);
    };
    const keep = (values: Partial<ReportFormValues>) => {
      onInputChange?.(hasInput(values, file !== null));
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_DELAY_MS);
    };
    const flush = () => {
      if (timer !== undefined) save();
    };
    keep(getValues());
    const { unsubscribe } = watch(keep);
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [watch, getValues, kind, file, onInputChange]);

  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<ReportFormValues | null>(null);
  const painted = useAfterFirstPaint();

  const startOver = () => {
    if (!window.confirm(`${text.leave.warning} ${text.draft.discardQuestion}`)) return;
    form.reset(emptyReport(kind));
    setFile(null);
    clearReportDraft(kind);
    setRestored(null);
  };

  const onValid = async (values: ReportFormValues) => {
    if (!window.confirm(REPORT_MESSAGES.confirmSubmit)) return;
    setSending(true);
    setProgress(0);
    try {
      // Progress is shown for a file; the same path sends a report without one.
      const receipt = await apiPost(reporterApi.submit, {
        body: toFormData(values, file),
        onUploadProgress: setProgress,
      });
      clearReportDraft(kind);
      const state: ReceiptState = { receiptNumber: receipt.receiptNumber };
      // Replace: the back button must not lead to a filled form that could be sent a second time.
      navigate('/reportcomplete', { replace: true, state });
    } catch (error) {
      alertApiError(error);
      setSending(false);
    }
  };

  return (
    <>
      <SchemaForm
        form={form}
        onValid={onValid}
        invalidMessage={() => REPORT_MESSAGES.invalidSubmit}
        className="report-form"
      >
        <div className="report-form-meta">
          <p>
            <span className="report-form-meta-label">{text.reportDate}</span>{' '}
            <time dateTime={today}>{today}</time>
          </p>
          <p className="form-legend-note">{text.requiredNote}</p>
        </div>
        {restored && (
          <div className="notice-box draft-notice">
            <p>
              {text.draft.restored} {restored.hadFile ? text.draft.againWithFile : text.draft.again}
            </p>
            <button type="button" className="button button-secondary button-small" onClick={startOver}>
              {text.draft.discard}
            </button>
          </div>
        )}
        <TargetSection options={options} />
        {/* What lies below the fold is drawn in a task of its own after the first paint: a slow phone shows the
            top sooner and stays responsive (bench/README.md, "the form's first render"). The placeholder keeps
            the footer off the screen meanwhile, so nothing visible moves. */}
        {painted ? (
          <>
            <ContentSection kind={kind} file={file} onFileChange={setFile} sending={sending} />
            <IdentitySection kind={kind} />
            {sending && file && (
              <div className="upload-progress">
                <label htmlFor="report-upload-progress">{text.uploading}</label>
                <progress id="report-upload-progress" max={1} value={progress}>
                  {Math.round(progress * 100)}%
                </progress>
              </div>
            )}
            <div className="button-row form-actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setPreview(form.getValues())}
              >
                {text.preview}
              </button>
              <button type="submit" className="button" disabled={sending} aria-busy={sending || undefined}>
                {sending ? text.sending : text.submit}
              </button>
            </div>
          </>
        ) : (
          <div className="report-form-pending" />
        )}
      </SchemaForm>
      {preview && (
        <Suspense fallback={null}>
          <PreviewDialog
            open
            onClose={() => setPreview(null)}
            values={preview}
            options={options}
            date={today}
            fileName={file?.name ?? null}
          />
        </Suspense>
      )}
    </>
  );
}
