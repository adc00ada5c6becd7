import { useNavigate } from 'react-router';
import type { AccountKind, accountSignInSchema } from '@greenscape/shared/schemas/auth';
import { Form, SubmitRow } from '../../../components/form/form';
import { FormField, FormPasswordField } from '../../../components/form/form-fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useT } from '../../../i18n/use-t';
import { useSignIn } from '../api/sign-in';
import { useAfterSignIn } from '../use-after-sign-in';

/**
 * E-mail and password, validated with the catalogue's texts for this kind, then routed on
 * (docs/product.md#sign-in), back to the page wanted before it.
 */
export function EmailSignInForm({
  kind,
  schema,
}: {
  kind: AccountKind;
  schema: typeof accountSignInSchema;
}) {
  const t = useT();
  const navigate = useNavigate();
  const signIn = useSignIn(kind);
  const onward = useAfterSignIn(kind);
  const form = useZodForm(schema, { email: '', password: '' });
  const onSubmit = form.handleSubmit(async (values) => {
    const account = await signIn.mutateAsync(values).catch(() => undefined);
    if (account) {
      await navigate(onward(account));
    }
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField name="email" label={t('auth.field.email')} type="email" autoComplete="email" />
      <FormPasswordField
        name="password"
        label={t('auth.field.password')}
        autoComplete="current-password"
      />
      <SubmitRow failure={signIn.error} busy={signIn.isPending}>
        {t('auth.submit')}
      </SubmitRow>
    </Form>
  );
}
