import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

type ObjectSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form form checked by one of the shared zod schemas, so the page says what the
 * server would say. The first check waits for a submit; after it each field is checked again as
 * it changes, so an error goes away as soon as the field is fixed, and only that field's does.
 */
export function useZodForm<S extends ObjectSchema>(schema: S, defaultValues: z.input<S>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
