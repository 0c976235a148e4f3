import * as Dialog from '@radix-ui/react-dialog';
import { Plus, Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { maskDateInput } from '@/lib/date-input';
import type { FormSubmitResult } from '../chat-context';
import { chatText } from '../messages';
import { CHAT_INPUT_ID } from './chat-input';
import { fieldError, listForms, type ListFormSpec } from './form-fields';

/** One entry of a list form as typed: text fields as strings, checkboxes as booleans. */
export type ListFormItem = Record<string, string | boolean>;

function emptyItem(spec: ListFormSpec): ListFormItem {
  return Object.fromEntries(
    spec.fields.map((field) => [field.key, field.kind === 'checkbox' ? false : '']),
  );
}

function toValue(spec: ListFormSpec, item: ListFormItem): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const raw = item[field.key];
    if (field.kind === 'checkbox') {
      value[field.key] = raw === true;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text !== '') value[field.key] = text;
  }
  return value;
}

/** The id of one input: `<form>-<entry>-<field>`. */
const inputId = (name: string, index: number, key: string) => `${name}-${index}-${key}`;

/**
 * A form modal the assistant opened by name: a list of people or gifts, validated inline. What
 * the person typed is never dropped: a form the assistant refuses stays open with its values and
 * the reason, and a form closed without sending hands its entries to `onDismiss`, so the page
 * can give them back (`initialItems`) when it opens again.
 */
export function ListFormModal({
  name,
  initialItems,
  onDismiss,
  onAccepted,
  onSubmit,
}: {
  name: string;
  initialItems?: ListFormItem[] | undefined;
  /** Closed without sending (Escape, the close button, a tap outside), with what was typed. */
  onDismiss: (items: ListFormItem[]) => void;
  /** Sent and taken by the assistant. */
  onAccepted: () => void;
  onSubmit: (
    summary: string,
    values: { itens: Record<string, unknown>[] },
  ) => Promise<FormSubmitResult>;
}) {
  const spec = listForms[name];
  const [items, setItems] = useState<ListFormItem[]>(() =>
    initialItems && initialItems.length > 0 ? initialItems : spec ? [emptyItem(spec)] : [],
  );
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What had the focus when the form opened: Radix gives it back on close.
  const [opener] = useState(() => document.activeElement);
  // The input to focus once the list has re-rendered (after adding or removing an entry).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  // A refusal is brought into view once: on a phone the Enter that sent the form was far above.
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refusal]);
  if (!spec) return null;
  const firstKey = spec.fields[0]?.key ?? '';

  const errors = items.map((item) =>
    spec.fields.map((field) => fieldError(field, item[field.key])),
  );
  const hasErrors = errors.some((row) => row.some((error) => error !== null));

  const update = (index: number, key: string, value: string | boolean) =>
    setItems((current) =>
      current.map((item, i) => (i === index ? { ...item, [key]: value } : item)),
    );

  const add = () => {
    focusNext.current = inputId(name, items.length, firstKey);
    setItems((current) => [...current, emptyItem(spec)]);
  };

  const remove = (index: number) => {
    // The entry that takes its place, else the one before it.
    focusNext.current = inputId(name, Math.min(index, items.length - 2), firstKey);
    setItems((current) => current.filter((_, i) => i !== index));
  };

  const submit = async () => {
    setShowErrors(true);
    if (items.length === 0) return;
    if (hasErrors) {
      // To the first field to fix, so a keyboard or screen-reader user lands on it.
      const row = errors.findIndex((fields) => fields.some((error) => error !== null));
      const column = errors[row]?.findIndex((error) => error !== null) ?? 0;
      document.getElementById(inputId(name, row, spec.fields[column]?.key ?? firstKey))?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    const result = await onSubmit(chatText.formSubmitted(spec.title.toLowerCase()), {
      itens: items.map((item) => toValue(spec, item)),
    });
    setBusy(false);
    if (result.status === 'accepted') onAccepted();
    else if (result.status === 'refused') setRefusal(result.reason);
    // The assistant asks something in the chat: make way for the answer, keeping the entries.
    else if (result.status === 'confirm') onDismiss(items);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (!open ? onDismiss(items) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Back where the person was when the form opened, unless that is gone (the question
            // moved on) or was nothing: then to the answer box. Done here rather than left to
            // Radix, whose own record of the focus can be a node re-rendered since.
            event.preventDefault();
            const back =
              opener instanceof HTMLElement && opener !== document.body && document.contains(opener)
                ? opener
                : document.getElementById(CHAT_INPUT_ID);
            back?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <div className="mb-2 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">{spec.title}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={chatText.closeForm}
                className="rounded p-2 hover:bg-slate-100"
              >
                <X aria-hidden className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-muted">
            {spec.description}
          </Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <ol className="flex flex-col gap-4">
              {items.map((item, index) => (
                <li key={index} className="rounded-xl border border-slate-200 p-4">
                  <fieldset>
                    <legend className="mb-2 font-medium">
                      {spec.itemLabel} {index + 1}
                    </legend>
                    {spec.fields.map((field, fieldIndex) => {
                      const id = inputId(name, index, field.key);
                      const error = showErrors ? errors[index]?.[fieldIndex] : null;
                      if (field.kind === 'checkbox') {
                        return (
                          <label
                            key={field.key}
                            htmlFor={id}
                            className="mb-3 flex min-h-11 items-center gap-2"
                          >
                            <input
                              id={id}
                              type="checkbox"
                              className="size-5"
                              checked={item[field.key] === true}
                              onChange={(event) => update(index, field.key, event.target.checked)}
                            />
                            {field.label}
                          </label>
                        );
                      }
                      return (
                        <div key={field.key} className="mb-3">
                          <Label htmlFor={id}>{field.label}</Label>
                          <Input
                            id={id}
                            inputMode={
                              field.kind === 'number'
                                ? 'decimal'
                                : field.kind === 'date'
                                  ? 'numeric'
                                  : undefined
                            }
                            placeholder={field.hint}
                            value={String(item[field.key] ?? '')}
                            onChange={(event) =>
                              update(
                                index,
                                field.key,
                                field.kind === 'date'
                                  ? maskDateInput(event.target.value)
                                  : event.target.value,
                              )
                            }
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${id}-error` : undefined}
                          />
                          {error ? (
                            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
                              {error}
                            </p>
                          ) : null}
                        </div>
                      );
                    })}
                    {items.length > 1 ? (
                      <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                        <Trash2 aria-hidden className="size-4" />
                        {chatText.removeFormItem(spec.itemLabel.toLowerCase(), index + 1)}
                      </Button>
                    ) : null}
                  </fieldset>
                </li>
              ))}
            </ol>
            {items.length < spec.maxItems ? (
              <Button variant="secondary" className="mt-4 w-full" onClick={add}>
                <Plus aria-hidden className="size-5" />
                {chatText.addFormItem}
              </Button>
            ) : null}
            {showErrors && hasErrors ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-800">
                {chatText.fixHighlightedFields}
              </p>
            ) : null}
            {refusal ? (
              <div
                role="alert"
                ref={refusalRef}
                className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm whitespace-pre-line"
              >
                <p className="font-medium">{chatText.formRefusedTitle}</p>
                <p>{refusal}</p>
              </div>
            ) : null}
            <Button type="submit" className="mt-4 w-full" disabled={busy} aria-busy={busy}>
              {busy ? chatText.sending : chatText.send}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
