import { RECORD_STATUS_TITLES, RECORD_STATUSES } from '@audit/contracts';
import { RadioField } from '../../../components/form/radio-field.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';

/** 사용 / 미사용. */
const OPTIONS = RECORD_STATUSES.map((code) => ({ value: code, label: RECORD_STATUS_TITLES[code] }));

/** The 상태 radios (field `status`) that a record's modal shows only in update mode (spec section 4). */
export function StatusField() {
  return <RadioField name="status" label={sysadminText.form.status} options={OPTIONS} />;
}
