import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/use-t';
import { Button } from './button';

/** The hamburger menu shown below 768 px; it closes itself when the page changes. */
export function MobileMenu({ label, children }: { label?: string; children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) {
      return;
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <Button
        type="button"
        variant="icon"
        aria-label={label ?? t('shell.menu')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="text-current hover:bg-black/10"
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          {open ? (
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
      </Button>
      {open && (
        <nav
          id={panelId}
          aria-label={label ?? t('shell.menu')}
          className="absolute inset-x-0 top-full z-40 flex flex-col gap-1 border-t border-black/10 bg-white p-4 text-stone-800 shadow-lg"
        >
          {children}
        </nav>
      )}
    </div>
  );
}
