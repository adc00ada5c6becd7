import { useState } from 'react';
import type { z } from 'zod';
import type { ProfileDetails } from '@greenscape/shared/schemas/profile';
import type { PhoneProof, PhoneProofToken } from '../../lib/new-phone-proof';
import { useZodForm } from './use-zod-form';

type ProfileSchema = z.ZodType<{ phone: string }, ProfileDetails>;

/**
 * Every account's profile save: the shared schema checks the fields, a new phone may first wait
 * for its code (partners and suppliers sign in with it: lib/new-phone-proof.tsx), then the save,
 * then `after` (on to the next page) or, without it, a confirmation on the page.
 */
export function useProfileSave<S extends ProfileSchema>(options: {
  schema: S;
  values: z.input<S>;
  proofFor?: (phone: string) => Promise<PhoneProof>;
  save: (details: z.input<S>, proof: PhoneProofToken) => Promise<unknown>;
  after?: (() => unknown) | undefined;
}) {
  const form = useZodForm(options.schema, options.values);
  const [saved, setSaved] = useState(false);
  const onSubmit = form.handleSubmit(async (parsed) => {
    setSaved(false);
    const proof = options.proofFor ? await options.proofFor(parsed.phone) : {};
    if (proof === 'wait') {
      return;
    }
    // The fields as typed: the server parses them with the same schema.
    if (!(await options.save(form.getValues(), proof).catch(() => undefined))) {
      return;
    }
    if (options.after) {
      await options.after();
    } else {
      setSaved(true);
    }
  });
  return { form, onSubmit, saved };
}
