/** What an assistant message asks of the screen, once its markers are taken out. */
export interface ProcessedAssistantContent {
  /** The text to show, or null when nothing meaningful is left (spec §4: fewer than 5 chars). */
  display: string | null;
  documentReady: boolean;
  previewReady: boolean;
  formModal: string | null;
}

const DOCUMENT_READY = '[DOCUMENTO_PRONTO]';
const PREVIEW_READY = /(?:👉\s*)?\[PREVIEW_READY\]/gu;
const FORM = /\[FORMULARIO:([a-z_-]+)\]/giu;
/** Spec §9: a marker-only message with fewer than 5 characters left is hidden. */
export const MIN_VISIBLE_LENGTH = 5;

/** Reads and strips the markers of spec §4 and ours ([FORMULARIO:<name>]). */
export function processAssistantContent(content: string): ProcessedAssistantContent {
  const documentReady = content.includes(DOCUMENT_READY);
  const previewReady = /\[PREVIEW_READY\]/u.test(content);
  let formModal: string | null = null;
  for (const match of content.matchAll(FORM)) formModal = match[1]?.toLowerCase() ?? null;
  const stripped = content
    .replaceAll(DOCUMENT_READY, '')
    .replace(PREVIEW_READY, '')
    .replace(FORM, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  const display = previewReady && stripped.length < MIN_VISIBLE_LENGTH ? null : stripped;
  return { display: display === '' ? null : display, documentReady, previewReady, formModal };
}
