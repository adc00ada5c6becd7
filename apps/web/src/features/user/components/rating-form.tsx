import { useState, type FormEvent } from 'react';
import { messages } from '@greenscape/shared/messages';
import type { Rating } from '@greenscape/shared/schemas/projects';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/select-field';
import { T, useLocalize, useT } from '../../../i18n/use-t';
import { useRate } from '../api/projects';
import { quoted, star } from './text-parts';

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
  const t = useT();
  const localize = useLocalize();
  const rate = useRate(projectId, userId);
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  if (rating) {
    return (
      <section aria-label={t('user.rating.region')} className="rounded-xl bg-white p-5 shadow-sm">
        {rate.isSuccess && <Alert kind="success">{localize(messages.ratingSaved)}</Alert>}
        <p className="mt-2 break-words">
          <T
            id="user.rating.yours"
            values={{
              partner: partnerName,
              stars: (
                <span>
                  <span
                    aria-label={t('user.rating.stars', { stars: rating.stars })}
                    className="text-amber-500"
                  >
                    {star.repeat(rating.stars)}
                  </span>
                  <span aria-hidden="true" className="text-stone-300">
                    {star.repeat(5 - rating.stars)}
                  </span>
                </span>
              ),
            }}
          />
        </p>
        {rating.comment && (
          <p className="mt-1 break-words italic text-stone-700">{quoted(rating.comment)}</p>
        )}
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
        <legend className="mb-1 break-words font-semibold">
          {t('user.rating.legend', { partner: partnerName })}
        </legend>
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
                {star}
              </span>
              <span className="sr-only">{t('user.rating.star', { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('user.rating.comment')}
        rows={3}
        maxLength={500}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      {error && <Alert kind="error">{localize(error)}</Alert>}
      {rate.error && <Alert kind="error">{localize(rate.error.message)}</Alert>}
      <Button busy={rate.isPending} className="self-start">
        {t('user.rating.submit')}
      </Button>
    </form>
  );
}
