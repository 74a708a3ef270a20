import { useAlertOnError } from '../../../api/alert-api-error.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { formText } from '../../../i18n/form.ts';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import { useGroupCombo } from './sysadmin-queries.ts';

type Group = { id: number; name: string };

/**
 * Choices of a 그룹 select: the usable groups, plus the record's current group when it is no longer usable
 * (marked 미사용), so editing a record does not silently change its group.
 */
function groupOptions(
  combo: readonly Group[] | undefined,
  current: Group | null,
): { value: string; label: string }[] {
  const options = (combo ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  if (current && !options.some((o) => o.value === String(current.id))) {
    options.push({ value: String(current.id), label: sysadminText.form.disabledOption(current.name) });
  }
  return options;
}

/** The required 그룹 select of a modal (field `groupId`), with the usable groups. */
export function GroupSelectField({ label, current }: { label: string; current: Group | null }) {
  const combo = useGroupCombo();
  useAlertOnError(combo.error);
  return (
    <SelectField
      name="groupId"
      label={label}
      required
      placeholder={formText.selectPlaceholder}
      options={groupOptions(combo.data, current)}
    />
  );
}
