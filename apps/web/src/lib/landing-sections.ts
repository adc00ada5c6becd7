// The landing page's sections, in order; each label is a key of the shell catalogue
// (src/locales/<language>/shell.json), since the public header links to them from every page.
export const landingSections = [
  { id: 'home', label: 'shell.section.home' },
  { id: 'about', label: 'shell.section.about' },
  { id: 'services', label: 'shell.section.services' },
  { id: 'gallery', label: 'shell.section.gallery' },
  { id: 'contact', label: 'shell.section.contact' },
] as const;
