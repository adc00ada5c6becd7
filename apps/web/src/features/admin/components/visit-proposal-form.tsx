import { useState, type FormEvent } from 'react';
import { messages } from '@greenscape/shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';

/**
 * A `datetime-local` value read as India time (docs/product.md#after-the-pick: instants carry their
 * offset).
 */
export function indiaInstant(local: string): string {
  return `${local.length === 16 ? `${local}:00` : local}+05:30`;
}

/** Now in India as a `datetime-local` value: the earliest time the inputs offer. */
function indiaNow(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

/**
 * The team proposes one to three times for the site visit (docs/product.md#site-visit), in India
 * time whatever this browser's zone; proposing again replaces times not yet confirmed.
 */
export function VisitProposalForm({
  again,
  confirmed,
  busy,
  error,
  onSubmit,
}: {
  again: boolean;
  /** A time was confirmed: new times drop it and the customer confirms again. */
  confirmed: boolean;
  busy: boolean;
  error: string | undefined;
  onSubmit: (slots: string[]) => void;
}) {
  const [times, setTimes] = useState(['', '', '']);
  const [invalid, setInvalid] = useState<string>();
  const [asking, setAsking] = useState<string[] | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = times.filter((x) => x !== '').map(indiaInstant);
    if (chosen.length === 0 || chosen.some((x) => new Date(x).getTime() <= Date.now())) {
      setInvalid(messages.visitSlotsInvalid);
      return;
    }
    setInvalid(undefined);
    if (confirmed) {
      setAsking(chosen);
    } else {
      onSubmit(chosen);
    }
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3 border-t border-stone-200 pt-3"
    >
      <h3 className="font-semibold">
        {confirmed ? 'Move the visit' : again ? 'Propose other times' : 'Propose times'}
      </h3>
      <p className="text-sm text-stone-700">
        One to three times, India time (IST). The customer is asked to choose one.
      </p>
      {times.map((value, i) => (
        <Field
          key={i}
          type="datetime-local"
          label={`Time ${i + 1}${i === 0 ? '' : ' (optional)'}`}
          min={indiaNow()}
          value={value}
          onChange={(e) =>
            setTimes((current) => current.map((x, j) => (j === i ? e.target.value : x)))
          }
        />
      ))}
      {invalid && <Alert kind="error">{invalid}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        Propose these times
      </Button>
      {asking && (
        <ConfirmDialog
          question="Move the confirmed site visit?"
          confirmLabel="Propose the new times"
          onCancel={() => setAsking(null)}
          onConfirm={() => onSubmit(asking)}
        >
          <p>
            The confirmed time is dropped and the partner is told; the customer chooses again from
            the new times.
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}
