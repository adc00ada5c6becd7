import { RouterProvider } from 'react-router';
import { I18nRoot } from '../i18n/i18n-root';
import { router } from './router';

export function App() {
  return (
    <I18nRoot>
      <RouterProvider router={router} />
    </I18nRoot>
  );
}
