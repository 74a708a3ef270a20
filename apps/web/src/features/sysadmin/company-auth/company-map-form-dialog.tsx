import {
  companyMapCreate,
  companyMapUpdate,
  type companyMapView,
  type RecordStatus,
  SYSADMIN_MESSAGES,
  sysadminApi,
} from '@audit/contracts';
import { useId } from 'react';
import type { z } from 'zod';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { CheckboxField, SelectField, StatusField, TextField } from '../shared/form-fields.tsx';
import { groupOptions } from '../shared/group-options.ts';
import { useAlertOnError, useGroupCombo, useRefreshAfterChange } from '../shared/sysadmin-queries.ts';
import { useRecordForm } from '../shared/use-record-form.ts';
import { blankToUndefined } from '../shared/validate-form.ts';

type CompanyMap = z.infer<typeof companyMapView>;

type Props = {
  map: CompanyMap | null;
  /** Names of the companies already mapped, offered as suggestions. */
  companyNames: readonly string[];
  nextOrder: number;
  onClose: () => void;
};

/**
 * Maps a company to a group (`map` null) or edits a mapping. The company is named, not picked: an existing
 * name maps that company, a new name creates it.
 */
export function CompanyMapFormDialog({ map, companyNames, nextOrder, onClose }: Props) {
  const text = sysadminText.companyAuth;
  const refresh = useRefreshAfterChange();
  const combo = useGroupCombo();
  useAlertOnError(combo.error);
  const form = useRecordForm({
    orderSeq: String(map?.orderSeq ?? nextOrder),
    companyName: map?.companyName ?? '',
    groupId: map ? String(map.userGroupId) : '',
    sourceComp: map?.isSourceComp ?? false,
    destinationComp: map?.isDestinationComp ?? false,
    status: (map?.statusCode ?? 'ENABLED') as RecordStatus,
  });
  const { values, errors, fieldId } = form;
  const listId = useId();

  const saved = () => {
    window.alert(SYSADMIN_MESSAGES.saved);
    onClose();
    void refresh();
  };

  const submit = () => {
    const input = {
      orderSeq: blankToUndefined(values.orderSeq),
      companyName: values.companyName,
      groupId: blankToUndefined(values.groupId),
      sourceComp: values.sourceComp,
      destinationComp: values.destinationComp,
    };
    const order = ['orderSeq', 'companyName', 'groupId'] as const;
    if (map) {
      const body = form.check(companyMapUpdate, { ...input, id: map.id, status: values.status }, order);
      if (!body) return;
      void form.run(async () => {
        await apiPatch(sysadminApi.updateCompanyMap, { params: { id: map.id }, body });
        saved();
      });
    } else {
      const body = form.check(companyMapCreate, input, order);
      if (!body) return;
      void form.run(async () => {
        await apiPost(sysadminApi.createCompanyMap, { body });
        saved();
      });
    }
  };

  return (
    <FormDialog
      title={map ? text.editTitle : text.createTitle}
      onClose={onClose}
      onSubmit={submit}
      busy={form.busy}
    >
      <TextField
        id={fieldId('orderSeq')}
        label={text.orderSeq}
        required
        type="number"
        inputMode="numeric"
        value={values.orderSeq}
        error={errors.orderSeq}
        onChange={(value) => form.set('orderSeq', value)}
      />
      <TextField
        id={fieldId('companyName')}
        label={text.companyName}
        required
        maxLength={100}
        list={listId}
        value={values.companyName}
        hint={text.companyHint}
        error={errors.companyName}
        onChange={(value) => form.set('companyName', value)}
      />
      <datalist id={listId}>
        {companyNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <SelectField
        id={fieldId('groupId')}
        label={text.group}
        required
        value={values.groupId}
        options={groupOptions(combo.data, map ? { id: map.userGroupId, name: map.userGroupName } : null)}
        error={errors.groupId}
        onChange={(value) => form.set('groupId', value)}
      />
      <CheckboxField
        id={fieldId('sourceComp')}
        label={text.sourceComp}
        hint={text.sourceHint}
        checked={values.sourceComp}
        onChange={(checked) => form.set('sourceComp', checked)}
      />
      <CheckboxField
        id={fieldId('destinationComp')}
        label={text.destinationComp}
        hint={text.destinationHint}
        checked={values.destinationComp}
        onChange={(checked) => form.set('destinationComp', checked)}
      />
      {map && (
        <StatusField
          name={fieldId('status')}
          value={values.status}
          onChange={(value) => form.set('status', value)}
        />
      )}
    </FormDialog>
  );
}
