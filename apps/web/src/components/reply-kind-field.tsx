import { kindChangeAllowed, REPLY_KINDS, type ReplyKind } from '@audit/contracts';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { replyKindText as text } from '../i18n/reply-kinds.ts';
import './form/choices.css';
import './reply-kinds.css';

/**
 * The audit office's choice of what a reply is for the legal clocks (a form field named `kind`): 일반 답변, 접수 확인 or
 * 처리 결과 회신, as radios in a fieldset named by its legend, each with what it does read with it.
 */
export function ReplyKindField({
  name = 'kind',
  current,
  locked = false,
}: {
  name?: string;
  /** The kind of the reply being edited: the kinds it may not become are offered disabled (kindChangeAllowed). */
  current?: ReplyKind;
  /** The report is completed: the kind stays as it is. */
  locked?: boolean;
}) {
  const allowed = (kind: ReplyKind) =>
    current === undefined || (locked ? kind === current : kindChangeAllowed(current, kind));
  const { register } = useFormContext();
  const id = useId();
  return (
    <fieldset className="choice-group reply-kind-field">
      <legend className="admin-field-label">{text.fieldLegend}</legend>
      <div className="reply-kind-options">
        {REPLY_KINDS.map((kind) => (
          <label key={kind} className="reply-kind-option">
            <input
              {...register(name)}
              type="radio"
              value={kind}
              disabled={!allowed(kind)}
              aria-describedby={`${id}-${kind}`}
            />
            <span>
              <strong>{text.titles[kind]}</strong>
              <span id={`${id}-${kind}`} className="admin-hint reply-kind-hint">
                {text.hints[kind]}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
