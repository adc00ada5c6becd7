import type { Milestone } from '@greenscape/shared/schemas/execution';
import { useT } from '../../../i18n/use-t';
import { useExecutionFormats } from './formats';
import { PhotoStrip } from './photo-strip';

type Proof = Milestone['proofs'][number];

/** One proof of the work: when it was sent, the partner's note and its photos. */
function ProofBody({ proof, photosLabel }: { proof: Proof; photosLabel: string }) {
  const t = useT();
  const format = useExecutionFormats();
  return (
    <>
      <p className="text-sm font-medium">
        {t('common.execution.milestone.proof', { date: format.instant(proof.submittedAt) })}
      </p>
      <p className="whitespace-pre-line break-words">{proof.note}</p>
      <PhotoStrip photos={proof.photos} label={photosLabel} />
    </>
  );
}

/** The proof the customer reviews or approved: the latest one sent (`proof`). */
export function LatestProof({ milestone: m }: { milestone: Milestone }) {
  const t = useT();
  if (!m.proof) {
    return null;
  }
  return (
    <div className="flex flex-col gap-1 rounded-md bg-stone-50 p-3">
      <ProofBody
        proof={m.proof}
        photosLabel={t('common.execution.milestone.proofPhotos', { num: m.num })}
      />
    </div>
  );
}

/**
 * The proofs sent before the latest, oldest first (`proofs` without its last): a proof sent again
 * after the customer asked for changes does not replace the one they saw
 * (docs/product.md#milestones), so the record keeps what each request answered. Folded away, as
 * the latest proof is the one to act on; each says when it was sent, to be read beside the dated
 * change requests.
 */
export function EarlierProofs({ milestone: m }: { milestone: Milestone }) {
  const t = useT();
  const earlier = m.proofs.slice(0, -1);
  if (earlier.length === 0) {
    return null;
  }
  return (
    <details data-testid={`earlier-proofs-${m.num}`} className="rounded-md bg-stone-50 p-3">
      <summary className="cursor-pointer text-sm font-semibold">
        {t('common.execution.milestone.earlierProofs', { count: earlier.length })}
      </summary>
      <ol className="mt-2 flex flex-col gap-3">
        {earlier.map((proof, i) => (
          <li
            key={proof.submittedAt}
            className="flex flex-col gap-1 border-t border-stone-200 pt-2 first:border-t-0 first:pt-0"
          >
            <ProofBody
              proof={proof}
              photosLabel={t('common.execution.milestone.earlierProofPhotos', {
                num: m.num,
                proof: i + 1,
              })}
            />
          </li>
        ))}
      </ol>
    </details>
  );
}
