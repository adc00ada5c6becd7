import type { ComponentType } from 'react';

// Each screen is its own lazily loaded module, so the landing page ships no area code.
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
