import type { ReportAdminView } from '@audit/contracts';
import { useId, useState } from 'react';
import { alertApiError } from '../api/alert-api-error.ts';
import { reportHandlersText } from '../i18n/report-handlers.ts';
import { askConfirm } from './page-dialogs.tsx';
import './form/choices.css';
import './report-admins.css';

type Props = {
  legend: string;
  hint: string;
  /** Who may be chosen, and who is chosen now (kept even when no longer a candidate, until unticked). */
  candidates: ReportAdminView[];
  chosen: ReportAdminView[];
  saveLabel: string;
  savedMessage: string;
  /** Asked before saving (a confirmation's question), when the choice needs one. */
  confirm?: string;
  /** A word shown after an admin's name (e.g. that a handler asked for the exclusion), by admin id. */
  marks?: ReadonlyMap<number, string>;
  onSave: (adminUserIds: number[]) => Promise<unknown>;
};

/**
 * A list of admins to tick, by name and group, saved as a whole: a report's handlers, the exclusions a handler
 * asks for, or those its oversight decides (the report detail and 제보 감독). The server checks every rule
 * again; its refusal (a Korean message) is shown in an alert.
 */
export function AdminPicker({
  legend,
  hint,
  candidates,
  chosen,
  saveLabel,
  savedMessage,
  confirm,
  marks,
  onSave,
}: Props) {
  const hintId = useId();
  const [ticked, setTicked] = useState(() => new Set(chosen.map((a) => a.adminUserId)));
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const options = [
    ...chosen,
    ...candidates.filter((c) => !chosen.some((a) => a.adminUserId === c.adminUserId)),
  ];
  const toggle = (id: number, on: boolean) => {
    setStatus('');
    setTicked((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const save = async () => {
    if (confirm && !(await askConfirm(confirm))) return;
    setSaving(true);
    try {
      await onSave(options.map((a) => a.adminUserId).filter((id) => ticked.has(id)));
      setStatus(savedMessage);
    } catch (error) {
      await alertApiError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="report-admin-picker admin-no-print"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="choice-group" aria-describedby={hintId}>
        <legend>{legend}</legend>
        <p id={hintId} className="admin-hint">
          {hint}
        </p>
        {options.length === 0 ? (
          <p>{reportHandlersText.noCandidates}</p>
        ) : (
          <ul className="report-admin-options">
            {options.map((a) => (
              <li key={a.adminUserId}>
                <label className="checkbox-row">
                  <input
                    type="checkbox"
                    checked={ticked.has(a.adminUserId)}
                    onChange={(event) => toggle(a.adminUserId, event.target.checked)}
                  />
                  <span>
                    {reportHandlersText.admin(a.name, a.groupName)}
                    {marks?.has(a.adminUserId) && (
                      <>
                        {' '}
                        <span className="report-admin-flag">{marks.get(a.adminUserId)}</span>
                      </>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button" disabled={saving}>
          {saving ? reportHandlersText.saving : saveLabel}
        </button>
        <p role="status" className="report-admin-saved">
          {status}
        </p>
      </div>
    </form>
  );
}
