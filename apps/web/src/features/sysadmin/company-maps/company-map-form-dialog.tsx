import { companyMapUpdate, type companyMapView, sysadminApi } from '@audit/contracts';
import type { z } from 'zod/mini';
import { apiPatch, apiPost } from '../../../api/client.ts';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { GroupSelectField } from '../shared/group-select-field.tsx';
import { StatusField } from '../shared/status-field.tsx';
import { useCloseAndRefresh } from '../shared/sysadmin-queries.ts';
import { CompanyField } from './company-field.tsx';

type CompanyMap = z.infer<typeof companyMapView>;

type Props = {
  map: CompanyMap | null;
  nextOrder: number;
  onClose: () => void;
};

/**
 * Maps a company to a group (`map` null) or edits a mapping. The company is picked from those that exist; a new
 * one only by the explicit 새 회사 추가 (company-field.tsx). The update rules are the create rules plus id and
 * status, which only an edit sends.
 */
export function CompanyMapFormDialog({ map, nextOrder, onClose }: Props) {
  const text = sysadminText.companyMaps;
  const closeAndRefresh = useCloseAndRefresh(onClose);
  return (
    <FormDialog
      title={map ? text.editTitle : text.createTitle}
      schema={companyMapUpdate}
      defaultValues={{
        id: map?.id,
        orderSeq: map?.orderSeq ?? nextOrder,
        companyName: map?.companyName ?? '',
        newCompany: false,
        groupId: map ? String(map.userGroupId) : '',
        sourceComp: map?.isSourceComp ?? false,
        destinationComp: map?.isDestinationComp ?? false,
        oversight: map?.isOversight ?? false,
        status: map?.statusCode ?? 'ENABLED',
      }}
      submit={({ id, status, ...fields }) =>
        map
          ? apiPatch(sysadminApi.updateCompanyMap, {
              params: { id: map.id },
              body: { ...fields, id, status },
            })
          : apiPost(sysadminApi.createCompanyMap, { body: fields })
      }
      onSaved={closeAndRefresh}
      onClose={onClose}
    >
      <TextField name="orderSeq" label={text.orderSeq} required type="number" inputMode="numeric" />
      <CompanyField current={map?.companyName ?? null} />
      <GroupSelectField
        label={text.group}
        current={map ? { id: map.userGroupId, name: map.userGroupName } : null}
      />
      <CheckboxField name="sourceComp" label={text.sourceComp} hint={text.sourceHint} />
      <CheckboxField name="destinationComp" label={text.destinationComp} hint={text.destinationHint} />
      <CheckboxField name="oversight" label={text.oversight} hint={text.oversightHint} />
      {map && <StatusField />}
    </FormDialog>
  );
}
