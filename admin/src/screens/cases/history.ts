// A case's audit trail (audit_log rows of student_cases, read by public.case_file) in staff's words:
// which stage it moved from and to, who it was handed to. The log leaves people's data out (name,
// e-mail, closing words), so those changes read only as "details changed".
import { CASE_STAGE_LABELS, type CaseStage } from '@app/shared/consultations';
import type { CaseFile } from '../../providers/types.ts';

type Entry = CaseFile['history'][number];

const stageLabel = (value: unknown) => CASE_STAGE_LABELS[value as CaseStage] ?? String(value ?? '—');

/** What one change did, as sentences; `nameOf` names a counsellor by id. */
export function describeChange(entry: Entry, nameOf: (id: string | null) => string): string[] {
  if (entry.action === 'insert') return ['Case opened'];
  if (entry.action === 'delete') return ['Case deleted'];
  const lines: string[] = [];
  const { stage, counsellor_id: counsellor, ...rest } = entry.changes;
  if (stage) lines.push(`Stage: ${stageLabel(stage.old)} → ${stageLabel(stage.new)}`);
  if (counsellor) {
    lines.push(
      `Counsellor: ${nameOf((counsellor.old as string | null) ?? null)} → ${nameOf((counsellor.new as string | null) ?? null)}`,
    );
  }
  if (Object.keys(rest).length > 0 || lines.length === 0) lines.push('Details changed');
  return lines;
}
