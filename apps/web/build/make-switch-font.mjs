// `npm run fonts:language-name`: the few Devanagari letters of हिन्दी, cut from Mukta's medium
// weight, for the language switch (apps/web/src/components/ui/language-switch.tsx). The switch is on
// every page; with the whole Devanagari face (106 KB) every English page downloaded it for one
// word. The cut keeps Mukta's shaping of those letters and is 5 KB; subset-font is HarfBuzz's own
// subsetter, compiled to WebAssembly. Run it again if the switch's Hindi name changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
const require = createRequire(import.meta.url);
const src = require.resolve('@fontsource/mukta/files/mukta-devanagari-500-normal.woff2');
const out = await subsetFont(readFileSync(src), 'हिन्दी', { targetFormat: 'woff2' });
writeFileSync(process.argv[2], out);
console.log(`${process.argv[2]}: ${out.length} bytes`);
