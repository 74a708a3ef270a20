import { HELD_COMMENT_FIELD, SITE_FORMS, signinBody } from '@audit/contracts';
import { SiteForm, submitNatively } from '../../../components/form/site-form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { PageNotice } from '../../../components/page-notice.tsx';
import { reportLookupText as text } from '../../../i18n/report-lookup.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './report-lookup.css';

/**
 * /reportinquiry: sign-in with receipt number and password, a plain form post. The server opens the reporter's
 * session (an HttpOnly cookie only /inquirypage receives) and goes on to /inquirypage; a refusal comes back here with
 * its message, the receipt number kept and the password not. A comment whose post found the session ended rides the
 * sign-in in a hidden field and comes back in its box on /inquirypage, unsent. With JavaScript, empty fields are
 * refused before anything is sent, in the page's dialog.
 */
export const ReportLookupPage: PageView<'report-lookup'> = ({ page }) => {
  const form = useSchemaForm(signinBody, {
    defaultValues: { loginId: page.loginId, password: '' },
    serverErrors: page.errors,
  });
  return (
    <div className="container page narrow-page">
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <PageNotice notice={page.notice} />
      <SiteForm
        form={form}
        action={SITE_FORMS.lookup}
        csrf={page.csrf}
        invalidMessage={text.required}
        serverErrors={page.errors}
        labels={{ loginId: text.receipt, password: text.password }}
        onValid={(_values, element) => submitNatively(element)}
        className="form-section lookup-form"
      >
        <TextField
          name="loginId"
          label={text.receipt}
          inputMode="numeric"
          hint={text.receiptHint}
          autoComplete="off"
        />
        <TextField name="password" label={text.password} type="password" />
        {page.heldComment && <input type="hidden" name={HELD_COMMENT_FIELD} value={page.heldComment} />}
        <div className="button-row form-actions">
          <button type="submit" className="button">
            {text.submit}
          </button>
        </div>
      </SiteForm>
      <div className="notice-box">
        <ul>
          {text.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </div>
  );
};
