import { useLayoutEffect } from 'react';
import { site } from '@greenscape/shared/site';

// Every page names itself in the browser's tab and history, "Sign In · Greenscape".
// document.title is set rather than rendering React 19's <title>: React takes over index.html's
// own <title> for the first one it renders and removes it with that page, so a page without a
// title of its own would show none. Here a page's title wins over its area's fallback
// (components/ui/area-shell.tsx), and with neither, index.html's title (the landing's) returns.

type Entry = { text: string; fallback: boolean };
const shown: Entry[] = [];
// Read before any page sets it: this module loads with the first page that has a title.
const landingTitle = document.title;

function update() {
  const own = shown.findLast((e) => !e.fallback) ?? shown.findLast((e) => e.fallback);
  document.title = own ? `${own.text} · ${site.name}` : landingTitle;
}

/** Names the page while it is shown; `fallback` only where no page inside names itself. */
export function DocumentTitle({ title, fallback = false }: { title: string; fallback?: boolean }) {
  useLayoutEffect(() => {
    const entry = { text: title, fallback };
    shown.push(entry);
    update();
    return () => {
      shown.splice(shown.indexOf(entry), 1);
      update();
    };
  }, [title, fallback]);
  return null;
}
