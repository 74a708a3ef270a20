import { RECORD_STATUS_TITLES, type RecordStatus } from '@audit/contracts';

/** 사용 / 미사용 of a record: the word carries the meaning, the colour only helps to scan. */
export function StatusBadge({ code }: { code: RecordStatus }) {
  return <span className={`sysadmin-status sysadmin-status-${code}`}>{RECORD_STATUS_TITLES[code]}</span>;
}
