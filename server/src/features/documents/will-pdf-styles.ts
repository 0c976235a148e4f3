import { StyleSheet } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from './pdf-fonts.ts';

// A4 with 2.5 cm side margins, the usual for Brazilian legal documents; the bottom margin leaves
// room for the footer (page count, document id, hash, initials).
const CM = 28.3465;
const MARGIN = 2.5 * CM;
const FOOTER_HEIGHT = 2.2 * CM;
const A4_WIDTH = 595.28;
const A4_HEIGHT = 841.89;
const WATERMARK_BOX = 760;
const FOOTER_BOTTOM = 0.9 * CM;
/** 11 pt text at 1.5 line spacing. */
const BODY_LINE = '16.5pt';

export const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    // No lineHeight here: set on a <Page>, react-pdf 4.9 drops the render-prop page counter. On
    // texts it is given in points, because a factor is applied to the element's own font size
    // (18 by default), not to the inherited one.
    fontSize: 11,
    color: '#111111',
    // OpenType kerning and ligature lookups are most of fontkit's shaping time; without them a
    // render is ~15–20% faster (measured side by side), and in justified serif text the
    // difference does not show. Ligatures off also keeps "fi" as two letters for text search.
    fontFeatureSettings: { kern: false, liga: false, clig: false, calt: false },
    paddingTop: MARGIN,
    paddingHorizontal: MARGIN,
    paddingBottom: MARGIN + FOOTER_HEIGHT * 0.5,
  },
  title: {
    fontSize: 15,
    fontWeight: 700,
    textAlign: 'center',
    textTransform: 'uppercase',
    marginBottom: 7,
  },
  subtitle: {
    fontSize: 10.5,
    fontStyle: 'italic',
    textAlign: 'center',
    marginTop: -1,
    marginBottom: 7,
  },
  // Spaced by a top margin, never a bottom one: react-pdf moves a paragraph whose bottom margin
  // overflows the page to the next page whole, leaving its height blank on this one.
  paragraph: { textAlign: 'justify', lineHeight: BODY_LINE, marginTop: 7 },
  firstParagraph: { textAlign: 'justify', lineHeight: BODY_LINE },
  clause: { marginTop: 15 },
  clauseHeading: { fontWeight: 700, lineHeight: BODY_LINE, marginBottom: 3 },
  closing: { marginTop: 12 },
  // The flowing part of a signed will's closing takes the closing's space above it.
  closingLead: { marginTop: 19 },
  placeDate: { marginTop: 17, textAlign: 'right', lineHeight: BODY_LINE },
  signatureRow: { marginTop: 30, alignItems: 'center' },
  signatureGrid: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' },
  signatureCell: { width: '47%', marginTop: 30 },
  signature: { width: '100%', maxWidth: 8.5 * CM, alignSelf: 'center' },
  signatureLine: { borderTopWidth: 0.8, borderTopColor: '#111111', marginBottom: 3 },
  signatureText: { fontSize: 10, textAlign: 'center', lineHeight: '13.5pt' },
  signatureAddress: { fontSize: 8.5, textAlign: 'center', lineHeight: '11pt' },
  // Both grow into the page's free space, the block a million times faster (see BlankFiller).
  filler: { flexGrow: 1, minHeight: 0 },
  closingBlock: { flexGrow: 1_000_000 },
  fillerLine: { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%' },
  footerPage: {
    position: 'absolute',
    left: MARGIN,
    bottom: FOOTER_BOTTOM + 22,
    width: 6 * CM,
    fontSize: 9,
  },
  initials: {
    position: 'absolute',
    right: MARGIN,
    bottom: FOOTER_BOTTOM + 22,
    width: 5 * CM,
    flexDirection: 'row',
    justifyContent: 'flex-end',
    alignItems: 'flex-end',
    fontSize: 9,
  },
  initialsBlank: {
    width: 3.2 * CM,
    height: 10,
    borderBottomWidth: 0.6,
    borderBottomColor: '#444444',
    marginLeft: 4,
  },
  footerMeta: {
    position: 'absolute',
    left: MARGIN,
    right: MARGIN,
    bottom: FOOTER_BOTTOM,
    fontSize: 6.5,
    lineHeight: '8.5pt',
    color: '#555555',
  },
  // A box the size of the page, centred on it whatever the padding, turned along the diagonal.
  watermark: {
    position: 'absolute',
    top: (A4_HEIGHT - WATERMARK_BOX) / 2,
    left: (A4_WIDTH - WATERMARK_BOX) / 2,
    width: WATERMARK_BOX,
    height: WATERMARK_BOX,
    justifyContent: 'center',
    alignItems: 'center',
    transform: 'rotate(-54deg)',
  },
  watermarkText: {
    fontSize: 50,
    fontWeight: 700,
    color: '#9a9a9a',
    opacity: 0.3,
    textAlign: 'center',
  },
  instructionsTitle: { fontSize: 14, fontWeight: 700, marginBottom: 12 },
  instructionsStep: { flexDirection: 'row', marginBottom: 6 },
  instructionsNumber: { width: 18, lineHeight: BODY_LINE },
  instructionsText: { flex: 1, textAlign: 'justify', lineHeight: BODY_LINE },
  instructionsNotice: { marginTop: 14, fontSize: 9.5, fontStyle: 'italic', lineHeight: '13.5pt' },
});
