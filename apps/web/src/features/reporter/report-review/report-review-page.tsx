import { CSRF_FIELD, REPORT_MESSAGES, SITE_FORMS } from '@audit/contracts';
import { PageNotice } from '../../../components/page-notice.tsx';
import { StepIndicator } from '../../../components/step-indicator.tsx';
import { reportFormText } from '../../../i18n/report-form.ts';
import { reportReviewText as text } from '../../../i18n/report-review.ts';
import { formatBytes } from '../../../lib/bytes.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import { ReportPreview } from '../report-form/report-preview.tsx';
import { companyNotice } from '../report-form/target-section.tsx';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import '../report-form/report-form.css';
import '../report-form/report-print.css';

const preview = reportFormText.previewDialog;

/**
 * The review step of a report form posted without JavaScript: the spec's question (접수 하시겠습니까?) as a page that
 * is also the preview. The checked report waits on the server, encrypted, under a key only this page holds; 접수
 * files it and goes on to the receipt, 수정 returns to the form with what was typed (the password and the file are
 * asked again). Nothing is filed until 접수.
 */
export const ReportReviewPage: PageView<'report-review'> = ({ page }) => {
  const { values } = page;
  const canPrint = useHydrated();
  const action = page.kind === 'PUBLIC' ? SITE_FORMS.confirmReal : SITE_FORMS.confirmAnonymous;
  const notice = companyNotice(page.company);

  return (
    <div className="container page report-review">
      <h1 className="page-title">{text.title}</h1>
      <StepIndicator current={1} />
      <PageNotice notice={page.notice} />
      <p className="page-lead">{text.lead}</p>
      {notice && (
        <div className="notice-box company-notice">
          <p>{notice}</p>
        </div>
      )}
      <section className="form-section" aria-labelledby="review-heading">
        <h2 id="review-heading" className="form-section-title">
          {preview.heading}
        </h2>
        <ReportPreview
          kind={page.kind}
          values={values}
          companyTitle={page.company.title}
          reportTypeTitle={page.reportTypeTitle}
          date={page.today}
          attachment={page.file ? `${page.file.name} (${formatBytes(page.file.size)})` : text.noFile}
          extraRows={
            page.kind === 'PUBLIC'
              ? [
                  [reportFormText.name, values.name ?? ''],
                  [reportFormText.phone, values.phoneNumber ?? ''],
                  [reportFormText.email, values.email ?? ''],
                ]
              : []
          }
        />
      </section>
      <form method="post" action={action} className="form-section review-actions no-print">
        <input type="hidden" name={CSRF_FIELD} value={page.csrf} />
        <input type="hidden" name="draft" value={page.draft} />
        <p className="review-question">{REPORT_MESSAGES.confirmSubmit}</p>
        <p className="field-hint">{text.editNote}</p>
        <div className="button-row form-actions">
          <button type="submit" name="intent" value="confirm" className="button">
            {text.confirm}
          </button>
          <button type="submit" name="intent" value="edit" className="button button-secondary">
            {text.edit}
          </button>
          {canPrint && (
            <button type="button" className="button button-secondary" onClick={() => window.print()}>
              {preview.print}
            </button>
          )}
        </div>
      </form>
    </div>
  );
};
