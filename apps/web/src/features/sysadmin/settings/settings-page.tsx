import { type SettingsView, SYSADMIN_MESSAGES, settingsUpdate, sysadminApi } from '@audit/contracts';
import { apiPatch } from '../../../api/client.ts';
import { SchemaForm } from '../../../components/form/schema-form.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { showAlert } from '../../../components/page-dialogs.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { ListPage } from '../shared/list-page.tsx';
import { useRefreshAfterChange, useSettings } from '../shared/sysadmin-queries.ts';

const text = sysadminText.settings;
const FIELDS = ['acknowledgementDays', 'feedbackMonths'] as const;

/** /adminsettings: the durations of the legal clocks every report's due dates are counted with. */
export function SettingsPage() {
  return (
    <ListPage title={sysadminText.screens.settings} lead={text.lead} query={useSettings()}>
      {(settings) => <SettingsForm settings={settings} />}
    </ListPage>
  );
}

const valuesOf = ({ acknowledgementDays, feedbackMonths }: SettingsView) => ({
  acknowledgementDays,
  feedbackMonths,
});

/** Both durations, saved together (the contract's bounds and messages), and when they last changed. */
function SettingsForm({ settings }: { settings: SettingsView }) {
  const refresh = useRefreshAfterChange();
  const form = useSchemaForm(settingsUpdate, { defaultValues: valuesOf(settings) });
  return (
    <SchemaForm
      form={form}
      variant="admin"
      className="admin-panel sysadmin-form sysadmin-settings"
      onValid={async (values) => {
        const saved = await apiPatch(sysadminApi.updateSettings, { body: values });
        form.reset(valuesOf(saved));
        await showAlert(SYSADMIN_MESSAGES.saved);
        void refresh();
      }}
    >
      <p className="admin-hint">{sysadminText.form.requiredNote}</p>
      {FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          label={text[name]}
          required
          type="number"
          inputMode="numeric"
          hint={text.hints[name]}
        />
      ))}
      <p className="admin-hint">{text.defaults}</p>
      <p className="admin-hint">
        {settings.updatedDate ? (
          <>
            {text.updated} <Timestamp value={settings.updatedDate} withTime />
          </>
        ) : (
          text.neverChanged
        )}
      </p>
      <div className="button-row sysadmin-dialog-actions">
        <SubmitButton label={sysadminText.form.save} announce={sysadminText.form.saving} />
      </div>
    </SchemaForm>
  );
}
