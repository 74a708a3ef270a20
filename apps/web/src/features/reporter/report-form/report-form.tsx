import {
  emptyReportForm,
  REPORT_MESSAGES,
  type ReportFormValues,
  reportFormSchema,
  SITE_FORMS,
  type SitePage,
} from '@audit/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { SiteForm } from '../../../components/form/site-form.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { askConfirm, showAlert } from '../../../components/page-dialogs.tsx';
import { reportFormText as text } from '../../../i18n/report-form.ts';
import { postForm } from '../../../lib/post-form.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { ContentSection } from './content-section.tsx';
import { IdentitySection } from './identity-section.tsx';
// The preview comes with the form (0.6 KB): fetched on demand, as chunks of its own, it cost the page 0.8 KB more in
// all, and the budget counts what a page can load in total (issue 28).
import { PreviewDialog } from './preview-dialog.tsx';
import {
  clearReportDraft,
  hasInput,
  type ReportDraft,
  readReportDraft,
  saveReportDraft,
} from './report-draft.ts';
import { FIELD_LABELS } from './report-field-labels.ts';
import { TargetSection } from './target-section.tsx';

const DRAFT_DELAY_MS = 300;

type Props = {
  page: Extract<SitePage, { page: 'report-form' }>;
  /** Told whether anything is typed or attached, whenever that may have changed (the page's leave guard). */
  onInputChange?: (hasInput: boolean) => void;
};

/**
 * The report form shared by /reportsecond (PUBLIC) and /reportsecond02 (PRIVATE). Without JavaScript it posts as
 * it is (with its file): the server checks it with the contract's schema and answers either the same form with a
 * message beside each field, or the review step (접수 하시겠습니까?, a page of its own). With JavaScript, a submit
 * checks every field in place, asks the spec's question in the page's dialog and sends the same form with the
 * upload's progress; the server files it and the browser goes on to the receipt, which the server shows once. What
 * is typed is kept in the tab's draft as it changes and comes back after a reload (report-draft.ts).
 */
export function ReportForm({ page, onInputChange }: Props) {
  const { kind } = page;
  const defaults = useMemo(
    () => ({ ...emptyReportForm(kind), ...page.values, password: '', passwordConfirm: '' }),
    [kind, page.values],
  );
  const form = useSchemaForm(reportFormSchema(kind), {
    defaultValues: defaults,
    mode: 'onTouched',
    serverErrors: page.errors,
  });
  const [restored, setRestored] = useState<ReportDraft | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  // A refused send comes back with a fresh token when the page's had expired (a slow upload over Tor).
  const [csrf, setCsrf] = useState(page.csrf);
  const [preview, setPreview] = useState<ReportFormValues | null>(null);
  const hydrated = useHydrated();
  const { watch, getValues, reset } = form;
  const action = kind === 'PUBLIC' ? SITE_FORMS.reportReal : SITE_FORMS.reportAnonymous;

  // What this tab kept of an earlier visit (a reload) comes back once the page is alive; a form the server sent back
  // with what was just typed starts from that instead.
  useEffect(() => {
    if (Object.keys(page.values).length > 0) return;
    const draft = readReportDraft(kind, Object.keys(emptyReportForm(kind)));
    if (!draft) return;
    reset({ ...defaults, ...draft.values });
    setRestored(draft);
  }, [kind, page.values, defaults, reset]);

  const filed = useRef(false);
  // Every change is told to the page at once and kept in the draft a moment later (not at each keystroke); a reload
  // or a closed tab keeps the last keystroke first (pagehide).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      // A save still pending when the report was filed (the last keystroke, or the page's pagehide on the way to
      // the receipt) must not bring the filed report's draft back.
      if (!filed.current) saveReportDraft(kind, getValues(), file !== null);
    };
    const keep = (values: Partial<ReportFormValues>) => {
      onInputChange?.(hasInput(values, file !== null));
      clearTimeout(timer);
      timer = setTimeout(save, DRAFT_DELAY_MS);
    };
    const flush = () => {
      if (timer !== undefined) save();
    };
    // Also when the file changed: that must be kept too, and a save still pending (cancelled below) is not lost.
    keep(getValues());
    const { unsubscribe } = watch(keep);
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [watch, getValues, kind, file, onInputChange]);

  const startOver = async () => {
    if (!(await askConfirm(`${text.leave.warning} ${text.draft.discardQuestion}`))) return;
    reset(emptyReportForm(kind));
    setFile(null);
    clearReportDraft(kind);
    setRestored(null);
  };

  const send = async (element: HTMLFormElement) => {
    if (!(await askConfirm(REPORT_MESSAGES.confirmSubmit))) return;
    // The form as it stands (its CSRF token, consents and file too), before its controls are disabled for sending.
    const body = new FormData(element);
    body.set('intent', 'submit');
    setSending(true);
    setProgress(0);
    const answer = await postForm(action, body, file ? setProgress : undefined);
    if (answer.ok) {
      filed.current = true;
      clearReportDraft(kind);
      // Filed: nothing is lost by leaving now, so the leave guard must not ask (staying would offer a second send).
      onInputChange?.(false);
      // Replace: the back button must not lead to a filled form that could be sent a second time.
      window.location.replace(answer.location);
      return;
    }
    setSending(false);
    // Into the form's state, not its hidden input: the next render would put the page's expired token back.
    if (answer.csrf) setCsrf(answer.csrf);
    for (const [name, message] of Object.entries(answer.fields ?? {})) {
      if (message) form.setError(name as keyof ReportFormValues, { type: 'server', message });
    }
    await showAlert(answer.message);
  };

  return (
    <>
      <SiteForm
        form={form}
        action={action}
        multipart
        csrf={csrf}
        invalidMessage={REPORT_MESSAGES.invalidSubmit}
        serverErrors={page.errors}
        labels={FIELD_LABELS}
        onValid={(_values, element) => send(element)}
        className="report-form"
      >
        <div className="report-form-meta">
          <p>
            <span className="report-form-meta-label">{text.reportDate}</span>{' '}
            <time dateTime={page.today}>{page.today}</time>
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
        <TargetSection companies={page.companies} reportTypes={page.reportTypes} />
        <ContentSection
          kind={kind}
          file={file}
          onFileChange={setFile}
          sending={sending}
          fileDropped={page.fileDropped}
        />
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
          {hydrated && (
            <button type="button" className="button button-secondary" onClick={() => setPreview(getValues())}>
              {text.preview}
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value="review"
            className="button"
            disabled={sending}
            aria-busy={sending || undefined}
          >
            {sending ? text.sending : text.submit}
          </button>
        </div>
      </SiteForm>
      {preview && (
        <PreviewDialog
          open
          onClose={() => setPreview(null)}
          values={preview}
          companies={page.companies}
          reportTypes={page.reportTypes}
          date={page.today}
          fileName={file?.name ?? null}
        />
      )}
    </>
  );
}
