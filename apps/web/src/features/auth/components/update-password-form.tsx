import { useNavigate } from 'react-router';
import { z } from 'zod';
import { messages } from '@greenscape/shared/messages';
import { newPasswordSchema, type AccountKind } from '@greenscape/shared/schemas/auth';
import { Form, SubmitRow } from '../../../components/form/form';
import { FormPasswordField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useT } from '../../../i18n/use-t';
import { useUpdatePassword } from '../api/reset-password';
import { signInPathOf } from '../sign-in-paths';

// The two must match (docs/product.md#sign-in); a password refused for itself is not also called
// unmatched
// (zod 4 runs an object's refinement even when a field failed).
const passwordTwiceSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((v) => !newPasswordSchema.safeParse(v.password).success || v.password === v.confirm, {
    path: ['confirm'],
    message: messages.passwordsDoNotMatch,
  });

/** Enter Password, Confirm Password, Update Password. */
export function UpdatePasswordForm({ kind }: { kind: AccountKind }) {
  const t = useT();
  const navigate = useNavigate();
  const update = useUpdatePassword(kind);
  const form = useZodForm(passwordTwiceSchema, { password: '', confirm: '' });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const done = await update.mutateAsync(password).catch(() => undefined);
    if (done) {
      await navigate(signInPathOf(kind), { state: { notice: done.message } });
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormPasswordField
        name="password"
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        hint={t('auth.hint.password')}
      />
      <FormPasswordField
        name="confirm"
        label={t('auth.field.confirmPassword')}
        autoComplete="new-password"
      />
      <SubmitRow failure={update.error} busy={update.isPending}>
        {t('auth.update.submit')}
      </SubmitRow>
    </Form>
  );
}
