import type { Conversation } from './chat-state';

// The document a change made stale exists only in the tab (the server cleared it, issue 16). It
// is kept in sessionStorage so that a reload in the middle of an "Alterar" shows the preview
// again, marked outdated, where the person left it. sessionStorage, not localStorage: this tab
// only, and gone when it closes (the will holds personal data).

const STORAGE_PREFIX = 'legado:documento-desatualizado:';
const storageKey = (testamentId: string) => `${STORAGE_PREFIX}${testamentId}`;

const hasDocument = (content: Record<string, unknown>) => Object.keys(content).length > 0;

/** Keeps the conversation's outdated document for a reload; forgets it once there is a new one. */
export function keepOutdatedDocument(testamentId: string, conversation: Conversation): void {
  try {
    if (conversation.outdatedDocument && !hasDocument(conversation.testament.content)) {
      sessionStorage.setItem(
        storageKey(testamentId),
        JSON.stringify(conversation.outdatedDocument),
      );
    } else if (hasDocument(conversation.testament.content)) {
      sessionStorage.removeItem(storageKey(testamentId));
    }
  } catch {
    // Storage full or blocked: the reload then shows no preview, as before.
  }
}

/** The conversation as loaded, with the outdated document this tab kept, while it has no new one. */
export function withKeptOutdatedDocument(
  testamentId: string,
  conversation: Conversation,
): Conversation {
  try {
    if (hasDocument(conversation.testament.content) || conversation.outdatedDocument) {
      sessionStorage.removeItem(storageKey(testamentId));
      return conversation;
    }
    const kept = sessionStorage.getItem(storageKey(testamentId));
    if (kept === null) return conversation;
    const outdatedDocument: unknown = JSON.parse(kept);
    return typeof outdatedDocument === 'object' && outdatedDocument !== null
      ? { ...conversation, outdatedDocument: outdatedDocument as Record<string, unknown> }
      : conversation;
  } catch {
    return conversation;
  }
}

/** Forgets every outdated document this tab kept (on sign-out: they are the person's data). */
export function forgetOutdatedDocuments(): void {
  try {
    const keys: string[] = [];
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
