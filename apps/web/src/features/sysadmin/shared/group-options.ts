import { sysadminText } from '../../../i18n/sysadmin.ts';

/**
 * Choices of a 그룹 select: the usable groups, plus the record's current group when it is no longer usable
 * (marked 미사용), so editing a record does not silently change its group.
 */
export function groupOptions(
  combo: readonly { id: number; name: string }[] | undefined,
  current?: { id: number; name: string } | null,
): { value: string; label: string }[] {
  const options = (combo ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  if (current && !options.some((o) => o.value === String(current.id))) {
    options.push({ value: String(current.id), label: sysadminText.form.disabledOption(current.name) });
  }
  return options;
}
