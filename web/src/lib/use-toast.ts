import { useSyncExternalStore } from 'react';

/** Spec §9: one toast at a time, shown for 5000 ms unless told otherwise. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** A toast's look: default or destructive (errors). */
export type ToastVariant = 'default' | 'destructive';

/** What a caller passes to toast(). */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

/** A toast in the store. */
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let nextId = 1;
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen (one at a time). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes a toast; Radix animates it out and then onOpenChange removes it. */
export function dismissToast(id: number): void {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
}

/** Drops toasts that have finished closing. */
export function removeClosedToasts(): void {
  if (toasts.some((item) => !item.open)) emit(toasts.filter((item) => item.open));
}

/** Removes every toast (tests, sign-out). */
export function clearToasts(): void {
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts currently in the store. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
