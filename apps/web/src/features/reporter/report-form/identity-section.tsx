import { CONSENT_FIELDS, normalizePhoneNumber, type PostKind } from '@audit/contracts';
import { useId } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { reportFormText as text } from '../../../i18n/report-form.ts';

/**
 * Section 3: the real-name contact data and, on both forms, the password. The anonymous form renders no
 * name, phone or e-mail field at all.
 */
export function IdentitySection({ kind }: { kind: PostKind }) {
  const headingId = useId();
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="form-section-title">
        {kind === 'PUBLIC' ? text.sections.contact : text.sections.password}
      </h2>
      {kind === 'PUBLIC' && (
        <>
          {/* The consents given on /reporting go with the form: the server files a real-name report only with both. */}
          <input type="hidden" name={CONSENT_FIELDS.collection} value="yes" />
          <input type="hidden" name={CONSENT_FIELDS.thirdParty} value="yes" />
          <p className="form-legend-note">{text.contactHint}</p>
          <TextField name="name" label={text.name} required width="short" />
          <TextField
            name="phoneNumber"
            label={text.phone}
            type="tel"
            inputMode="tel"
            required
            width="short"
            messageLines={2}
            placeholder={text.phonePlaceholder}
            hint={
              <>
                {text.phoneHint} <span className="nowrap">{text.phoneExample}</span>
              </>
            }
            normalize={normalizePhoneNumber}
          />
          <TextField
            name="email"
            label={text.email}
            type="email"
            inputMode="email"
            required
            width="medium"
            placeholder={text.emailPlaceholder}
          />
        </>
      )}
      <TextField
        name="password"
        label={text.password}
        type="password"
        required
        width="short"
        messageLines={2}
        hint={text.passwordRule}
      />
      <TextField name="passwordConfirm" label={text.passwordConfirm} type="password" required width="short" />
    </section>
  );
}
