import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so two equal contents hash equally whatever order
 * their keys were written in. Arrays keep their order (it carries meaning: heirs, witnesses).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, current: unknown) => {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return current;
    const record = current as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, record[key]]),
    );
  });
}

/** Hex SHA-256 of the canonical JSON of a will's content: printed on every PDF page. */
export function sha256Canonical(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
}
