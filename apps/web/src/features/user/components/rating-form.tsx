import { useState, type FormEvent } from 'react';
import { messages } from '@greenscape/shared/messages';
import type { Rating } from '@greenscape/shared/schemas/projects';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/select-field';
import { useRate } from '../api/projects';

/** After completion: 1 to 5 stars and an optional comment, once (docs/product.md#ratings). */
export function RatingForm({
  projectId,
  userId,
  rating,
  partnerName,
}: {
  projectId: string;
  userId: string;
  rating: Rating | null | undefined;
  partnerName: string;
}) {
  const rate = useRate(projectId, userId);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  if (rating) {
    return (
      <section aria-label="Your rating" className="rounded-xl bg-white p-5 shadow-sm">
        {rate.isSuccess && <Alert kind="success">{messages.ratingSaved}</Alert>}
        <p className="mt-2">
          Your rating of {partnerName}:{' '}
          <span aria-label={`${rating.stars} of 5 stars`} className="text-amber-500">
            {'★'.repeat(rating.stars)}
          </span>
          <span aria-hidden="true" className="text-stone-300">
            {'★'.repeat(5 - rating.stars)}
          </span>
        </p>
        {rating.comment && <p className="mt-1 italic text-stone-700">“{rating.comment}”</p>}
      </section>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setError(messages.chooseStars);
      return;
    }
    setError(undefined);
    rate.mutate({ stars, ...(comment.trim() ? { comment } : {}) });
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Rate {partnerName}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer text-3xl">
              <input
                type="radio"
                name="stars"
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="sr-only"
              />
              <span aria-hidden="true" className={n <= stars ? 'text-amber-500' : 'text-stone-300'}>
                ★
              </span>
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Comment (optional)"
        rows={3}
        maxLength={500}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {error && <Alert kind="error">{error}</Alert>}
      {rate.error && <Alert kind="error">{rate.error.message}</Alert>}
      <Button busy={rate.isPending} className="self-start">
        Submit rating
      </Button>
    </form>
  );
}
