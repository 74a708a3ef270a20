import { INFORMANT_MESSAGES, informantApi } from '@audit/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiPost } from '../../../api/client.ts';
import { setToken } from '../../../api/tokens.ts';
import { commonText, pageTitle } from '../../../i18n/common.ts';
import { reportInquiryText as text } from '../../../i18n/inquiry.ts';
import '../../../components/content.css';
import '../../../components/form.css';
import './report-inquiry.css';

/**
 * /reportinquiry: sign-in with receipt number and password. The token goes to sessionStorage (it ends with
 * the browser window) and the reporter continues to /inquirypage.
 */
export function ReportInquiryPage() {
  const navigate = useNavigate();
  const [receipt, setReceipt] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A report password has no spaces (its rule), so surrounding spaces are typing noise, trimmed as on submit.
    const loginId = receipt.trim();
    const pass = password.trim();
    if (!loginId || !pass) {
      window.alert(INFORMANT_MESSAGES.lookupRequired);
      return;
    }
    setSending(true);
    try {
      const { token } = await apiPost(informantApi.signin, {
        body: { loginId, password: pass, timestamp: Math.floor(Date.now() / 1000) },
      });
      setToken('reporter', token);
      navigate('/inquirypage');
    } catch (error) {
      window.alert(error instanceof ApiError ? error.message : commonText.errors.unknown);
      setSending(false);
    }
  };

  return (
    <div className="container page narrow-page">
      <title>{pageTitle(text.title)}</title>
      <h1 className="page-title">{text.title}</h1>
      <p className="page-lead">{text.lead}</p>
      <form className="form-section lookup-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <div className="field">
          <label htmlFor="lookup-receipt" className="field-label">
            {text.receipt}
          </label>
          <input
            id="lookup-receipt"
            className="field-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby="lookup-receipt-hint"
            value={receipt}
            onChange={(e) => setReceipt(e.target.value)}
          />
          <p id="lookup-receipt-hint" className="field-hint">
            {text.receiptHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="lookup-password" className="field-label">
            {text.password}
          </label>
          <input
            id="lookup-password"
            className="field-input"
            type="password"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="button-row form-actions">
          <button type="submit" className="button" disabled={sending}>
            {sending ? text.submitting : text.submit}
          </button>
        </div>
      </form>
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
