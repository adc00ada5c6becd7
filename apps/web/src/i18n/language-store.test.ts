// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ensureNamespaces, i18nState, setLanguage } from './language-store';

// The page catches up with the last choice and every namespace asked for, whatever the order in
// which their catalogues arrive (i18n/language-store.ts, settle).
const texts = () => i18nState().messages;

describe('the language store', () => {
  it('a switch while a page loads its texts: the page gets them in the new language', async () => {
    await Promise.all([setLanguage('hi'), ensureNamespaces(['user'])]);
    expect(i18nState().language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(texts()['user.projects.title']).toBeDefined();
    expect(texts()['shell.header.signIn']).toBeDefined();
    // Hindi's texts, not English's: the shell's sign-in reads in Devanagari.
    expect(JSON.stringify(texts()['shell.header.signIn'])).toMatch(/[\u0900-\u097F]/);
  });

  it('quick taps on the switch: the last one wins, in the page and in the browser', async () => {
    const first = setLanguage('en');
    await setLanguage('hi');
    await first;
    expect(i18nState().language).toBe('hi');
    expect(localStorage.getItem('greenscape.language')).toBe('hi');
    const again = setLanguage('hi');
    await setLanguage('en');
    await again;
    expect(i18nState().language).toBe('en');
    expect(localStorage.getItem('greenscape.language')).toBe('en');
    expect(JSON.stringify(texts()['shell.header.signIn'])).not.toMatch(/[\u0900-\u097F]/);
  });

  it('the admin’s English is not remembered as the visitor’s choice', async () => {
    await setLanguage('hi');
    await setLanguage('en', false);
    expect(i18nState().language).toBe('en');
    expect(localStorage.getItem('greenscape.language')).toBe('hi');
  });
});
