import type { MessageFormatElement } from 'react-intl';
import { catalogues } from 'virtual:catalogues';
import devanagariFont from '@fontsource/mukta/files/mukta-devanagari-400-normal.woff2?url';
import enShell from 'virtual:messages/en/shell';
import { isLanguage, pickLanguage, type Language } from '@greenscape/shared/language';
import type { Namespace } from './namespaces';

// The page's language and the texts loaded for it (docs/decisions/0009-languages.md). The English
// shell is part of the entry; every other catalogue is its own chunk, loaded when a route needs
// its namespace (app/lazy-page.ts) and, for the other language, only once someone switches to it.
type Messages = Record<string, MessageFormatElement[]>;
/** The shared validation and error texts in the page's language (i18n/shared-hindi.ts). */
type Localize = (text: string) => string;
export type I18nState = { language: Language; messages: Messages; localize?: Localize };

const storageKey = 'greenscape.language';
// The shared texts are shown by forms and API refusals, never on the landing page.
const sharedTextNamespaces: Namespace[] = ['auth', 'common', 'user', 'partner', 'supplier'];

function storedLanguage(): Language | undefined {
  try {
    const value = localStorage.getItem(storageKey);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's own choice in this browser, else the browser's languages. */
export function firstLanguage(): Language {
  return storedLanguage() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

const loaded = new Map<string, Promise<Messages>>([['en/shell', Promise.resolve(enShell)]]);
const wanted = new Set<Namespace>(['shell']);
let sharedHindi: Promise<Localize> | undefined;
let state: I18nState = { language: 'en', messages: enShell };
/** The namespaces whose texts `state` holds, in its language. */
let present = new Set<Namespace>(['shell']);
/** The language asked for last; `state` catches up with it (settle). */
let requested: Language = 'en';
const listeners = new Set<() => void>();

function catalogue(language: Language, namespace: Namespace): Promise<Messages> {
  const key = `${language}/${namespace}`;
  let messages = loaded.get(key);
  if (!messages) {
    const load = catalogues[key];
    if (!load) {
      return Promise.reject(new Error(`no catalogue ${key}`));
    }
    messages = load().then((m) => m.default);
    // A failed download (offline) is tried again by the next page rather than remembered.
    messages.catch(() => loaded.delete(key));
    loaded.set(key, messages);
  }
  return messages;
}

function sharedTexts(language: Language): Promise<Localize | undefined> {
  if (language !== 'hi' || !sharedTextNamespaces.some((n) => wanted.has(n))) {
    return Promise.resolve(undefined);
  }
  sharedHindi ??= import('./shared-hindi').then((m) => m.localizeToHindi);
  return sharedHindi;
}

async function textsOf(language: Language, namespaces: Iterable<Namespace>) {
  const [parts, localize] = await Promise.all([
    Promise.all([...namespaces].map((n) => catalogue(language, n))),
    sharedTexts(language),
  ]);
  return { messages: Object.assign({}, ...parts) as Messages, localize };
}

function emit() {
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function i18nState(): I18nState {
  return state;
}

/** The Hindi page's type (index.css) is fetched with its texts rather than after the first layout. */
let devanagariPreloaded = false;
function preloadDevanagari() {
  if (devanagariPreloaded) {
    return;
  }
  devanagariPreloaded = true;
  const link = document.createElement('link');
  Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', href: devanagariFont });
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Brings the page to the latest language asked for, with every namespace a route asked for. Each
 * round loads what is missing; a round overtaken by a newer choice is dropped and the next one
 * loads for that choice, so quick taps on the switch or a switch during a page's loading never
 * leave a page with keys instead of texts, or in a language nobody chose last.
 */
async function settle(): Promise<void> {
  for (;;) {
    const language = requested;
    const same = language === state.language;
    const missing = [...wanted].filter((n) => !same || !present.has(n));
    if (missing.length === 0) {
      return;
    }
    const texts = await textsOf(language, missing);
    if (requested !== language) {
      continue;
    }
    if (language === state.language) {
      missing.forEach((n) => present.add(n));
      const messages = { ...state.messages, ...texts.messages };
      state = { language, messages, localize: texts.localize ?? state.localize };
    } else {
      present = new Set(missing);
      state = { language, ...texts };
      document.documentElement.lang = language;
    }
    emit();
  }
}

/** Before the first render: the first language's shell, and `<html lang>`. */
export async function startI18n(): Promise<void> {
  requested = firstLanguage();
  document.documentElement.lang = requested;
  if (requested === 'hi') {
    preloadDevanagari();
  }
  await settle();
}

/** Loads a route's namespaces in the page's language before its page renders. */
export async function ensureNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  namespaces.forEach((n) => wanted.add(n));
  await settle();
}

/**
 * Switches every loaded part of the page to `language`, and remembers it in this browser unless
 * told not to (the admin's area is English whatever the visitor chose: app/layouts/admin-layout.tsx).
 */
export async function setLanguage(language: Language, remember = true): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(storageKey, language);
    } catch {
      // Private windows may refuse storage; the choice then lasts for this page.
    }
  }
  requested = language;
  if (language === 'hi') {
    preloadDevanagari();
  }
  await settle();
}
