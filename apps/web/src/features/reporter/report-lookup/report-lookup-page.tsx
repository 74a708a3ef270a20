import { reporterApi, signinBody } from '@audit/contracts';
import { useNavigate } from 'react-router';
import { apiPost } from '../../../api/client.ts';
import { setToken } from '../../../api/tokens.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { pageTitle } from '../../../i18n/common.ts';
import { reportLookupText as text } from '../../../i18n/report-lookup.ts';
import '../../../components/content.css';
import '../../../components/form-sections.css';
import './report-lookup.css';
import { DocumentTitle } from '../../../components/document-title.tsx';

/**
 * /reportinquiry: sign-in with receipt number and password. Both are required (REPORTER_MESSAGES.lookupRequired
 * says so) and trimmed: a report password has no spaces, so surrounding ones are typing noise. The token goes
 * to sessionStorage (it ends with the browser window) and the reporter continues to /inquirypage.
 */
export function ReportLookupPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(signinBody, { defaultValues: { loginId: '', password: '' } });

  const signIn = async ({ loginId, password }: { loginId: string; password: string }) => {
    const { token } = await apiPost(reporterApi.signin, {
      body: { loginId, password, timestamp: Math.floor(Date.now() / 1000) },
    });
    setToken('reporter', token);
    navigate('/inquirypage');
  };

  return (
    <div className="container page narrow-page">
      <DocumentTitle title={pageTitle(text.title)} />
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <SchemaForm form={form} onValid={signIn} className="form-section lookup-form">
        <TextField name="loginId" label={text.receipt} inputMode="numeric" hint={text.receiptHint} />
        <TextField name="password" label={text.password} type="password" />
        <div className="button-row form-actions">
          <SubmitButton label={text.submit} busyLabel={text.submitting} />
        </div>
      </SchemaForm>
      <div className="notice-box">
        <ul>
          {text.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
