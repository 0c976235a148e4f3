import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

/** The family name the PDF styles refer to. */
export const PDF_FONT_FAMILY = 'Noto Serif';

const require = createRequire(import.meta.url);

// Resolved through the package so it works from src/ (tsx, vitest) and from the bundle in dist/.
// TTF on purpose: fontkit crashes on WOFF2 and parses TTF about twice as fast as WOFF.
const fontFile = (name: string): string => require.resolve(`@expo-google-fonts/noto-serif/${name}`);

let registered = false;

/** Registers the embedded serif font once per thread (each worker has its own react-pdf). */
export function registerPdfFonts(): void {
  if (registered) return;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: fontFile('400Regular/NotoSerif_400Regular.ttf'), fontWeight: 400 },
      { src: fontFile('700Bold/NotoSerif_700Bold.ttf'), fontWeight: 700 },
      {
        src: fontFile('400Regular_Italic/NotoSerif_400Regular_Italic.ttf'),
        fontWeight: 400,
        fontStyle: 'italic',
      },
    ],
  });
  // react-pdf hyphenates with English patterns by default: wrong for Portuguese, and a name broken
  // by a hyphen in a legal document reads as a different name. Words are kept whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
