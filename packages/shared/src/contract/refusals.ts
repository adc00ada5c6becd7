import { errorResponseSchema } from '../schemas/common';

type Refusals<S extends readonly number[]> = {
  readonly [K in S[number]]: typeof errorResponseSchema;
};

/** The refusal statuses of an entry, each answering errorResponseSchema. */
export function refusals<const S extends readonly number[]>(...statuses: S): Refusals<S> {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Refusals<S>;
}
