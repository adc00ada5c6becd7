import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';

/**
 * A customer's sign-in and sign-up start with the phone, as most people in India expect; e-mail
 * and password stay one press away on the same page (docs/product.md#sign-in). The choice is the
 * page's own state, so a message carried to the page (a reset's notice) stays when switching.
 */
export function PhoneOrEmail({
  phone,
  email,
  emailFirst = false,
}: {
  phone: ReactNode;
  email: ReactNode;
  emailFirst?: boolean;
}) {
  const t = useT();
  const [byEmail, setByEmail] = useState(emailFirst);
  return (
    <>
      {byEmail ? email : phone}
      <p className="text-center text-sm text-stone-500">{t('auth.or')}</p>
      <Button type="button" variant="secondary" onClick={() => setByEmail(!byEmail)}>
        {t(byEmail ? 'auth.user.usePhone' : 'auth.user.useEmail')}
      </Button>
    </>
  );
}
