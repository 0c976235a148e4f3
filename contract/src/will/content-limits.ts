/**
 * The whole will's JSON may take at most this many bytes (UTF-8). A typical will is 3–8 KB; this
 * leaves room for a large family and many gifts while keeping every PDF render within seconds
 * (a render grows faster than the text: ~150 KB took 12 s). Every field and list has its own
 * limit in the schema; this caps their sum.
 */
export const TESTAMENT_CONTENT_MAX_BYTES = 64 * 1024;

/** The size of a value as JSON, in UTF-8 bytes. */
export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}

/** True when a will's content is larger than TESTAMENT_CONTENT_MAX_BYTES. */
export function exceedsTestamentByteCap(content: unknown): boolean {
  return jsonByteLength(content) > TESTAMENT_CONTENT_MAX_BYTES;
}

/** Portuguese message when a will grows past its byte cap. */
export const TESTAMENT_TOO_LARGE_MESSAGE =
  'O testamento ficou grande demais para ser guardado. Resuma as descrições mais longas ou ' +
  'divida os bens em menos itens e tente de novo.';
