import { formatRupees } from '@greenscape/shared/money';
import type { completionGaps } from '@greenscape/shared/workflow';

/**
 * What stands between the project and its completion, in the team's words:
 * "2 milestones not approved · ₹50,000 outstanding"; empty when nothing does.
 */
export function completionGapsText(gaps: ReturnType<typeof completionGaps>): string {
  const parts: string[] = [];
  if (gaps.milestones > 0) {
    parts.push(
      `${gaps.milestones} ${gaps.milestones === 1 ? 'milestone' : 'milestones'} not approved`,
    );
  }
  if (gaps.payments > 0) {
    parts.push(`${formatRupees(gaps.payments)} outstanding`);
  }
  return parts.join(' · ');
}
