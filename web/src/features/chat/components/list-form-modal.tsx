import * as Dialog from '@radix-ui/react-dialog';
import { Plus, Trash2, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { onlyDigits } from '@legado/contract';
import type { FormSubmitResult } from '../chat-context';
import { chatText } from '../messages';
import { CHAT_INPUT_ID } from './chat-input';
import {
  fieldError,
  groupFilled,
  listForms,
  parseAmount,
  type FormFieldSpec,
  type ListFormSpec,
} from './form-fields';
import { ListFormField } from './list-form-field';

/** One entry of a list form as typed: text fields as strings, checkboxes as booleans. */
export type ListFormItem = Record<string, string | boolean>;

function emptyItem(spec: ListFormSpec): ListFormItem {
  return Object.fromEntries(
    spec.fields.map((field) => [field.key, field.kind === 'checkbox' ? false : '']),
  );
}

/** What one field sends: typed (a number for an amount, digits for a CEP), never a sentence. */
function fieldValue(field: FormFieldSpec, text: string): unknown {
  if (field.kind === 'money') return parseAmount(text) ?? text;
  if (field.key.endsWith('.cep')) return onlyDigits(text);
  return text;
}

/** An entry as sent: empty fields left out, "endereco.cidade" nested as endereco: {cidade}. */
export function toValue(spec: ListFormSpec, item: ListFormItem): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const raw = item[field.key];
    if (field.kind === 'checkbox') {
      value[field.key] = raw === true;
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') continue;
    const [head = '', rest] = field.key.split('.', 2);
    if (rest === undefined) value[head] = fieldValue(field, text);
    else
      value[head] = {
        ...(value[head] as Record<string, unknown> | undefined),
        [rest]: fieldValue(field, text),
      };
  }
  return value;
}

/** The fields in order, a group's fields together: [field] alone, or the group's list. */
function layout(spec: ListFormSpec): (FormFieldSpec | FormFieldSpec[])[] {
  const out: (FormFieldSpec | FormFieldSpec[])[] = [];
  for (const field of spec.fields) {
    const last = out.at(-1);
    if (!field.group) out.push(field);
    else if (Array.isArray(last) && last[0]?.group?.key === field.group.key) last.push(field);
    else out.push([field]);
  }
  return out;
}

/**
 * Gives the focus back once a form has left the page: to where it was when the form opened
 * (`opener`), or to the answer box when that is gone or disabled, or when `toAnswer` (the form
 * was taken, the next question is answered there). Nothing moves if something already holds the
 * focus (another form that opened, the person).
 */
function returnFocus(opener: Element | null, toAnswer: boolean): void {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  if (document.querySelector('[role="dialog"]')) return;
  const back =
    !toAnswer &&
    opener instanceof HTMLElement &&
    opener !== document.body &&
    opener.isConnected &&
    !opener.matches(':disabled')
      ? opener
      : document.getElementById(CHAT_INPUT_ID);
  back?.focus();
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
  current,
  onKeep,
}: {
  name: string;
  initialItems?: ListFormItem[] | undefined;
  /** What the will says now, when this part is being changed (the assistant's description). */
  current?: string | null | undefined;
  /** Keeps the answer as it is ("manter"), closing the form. */
  onKeep?: (() => void) | undefined;
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
  // Per entry, whether its optional group (a witness's address) is open: open when it holds values.
  const [groupOpen, setGroupOpen] = useState<boolean[]>(() =>
    items.map((item) =>
      spec ? spec.fields.some((f) => f.group && groupFilled(spec, f.group.key, item)) : false,
    ),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What had the focus when the form opened: it gets it back on close.
  const [opener] = useState(() => document.activeElement);
  // Taken by the assistant (or "manter"): the focus goes to the answer box, for the next question.
  const toAnswer = useRef(false);
  // The focus comes back as soon as the form has left the page: in a microtask after the commit
  // that removed it, so before the next key is handled. Radix would do it in a timeout, and the
  // first letters of the next answer, typed meanwhile, went nowhere.
  useLayoutEffect(
    () => () => {
      queueMicrotask(() => returnFocus(opener, toAnswer.current));
    },
    [opener],
  );
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

  const errors = items.map((item) => spec.fields.map((field) => fieldError(spec, field, item)));
  const hasErrors = errors.some((row) => row.some((error) => error !== null));

  const update = (index: number, key: string, value: string | boolean) =>
    setItems((current) =>
      current.map((item, i) => (i === index ? { ...item, [key]: value } : item)),
    );

  const add = () => {
    focusNext.current = inputId(name, items.length, firstKey);
    setItems((current) => [...current, emptyItem(spec)]);
    setGroupOpen((current) => [...current, false]);
  };

  const remove = (index: number) => {
    // The entry that takes its place, else the one before it.
    focusNext.current = inputId(name, Math.min(index, items.length - 2), firstKey);
    setItems((current) => current.filter((_, i) => i !== index));
    setGroupOpen((current) => current.filter((_, i) => i !== index));
  };

  const submit = async () => {
    setShowErrors(true);
    if (items.length === 0) return;
    if (hasErrors) {
      // To the first field to fix, so a keyboard or screen-reader user lands on it.
      const row = errors.findIndex((fields) => fields.some((error) => error !== null));
      const column = errors[row]?.findIndex((error) => error !== null) ?? 0;
      const field = spec.fields[column];
      if (field?.group) {
        // Inside a closed group: open it, then focus once it has rendered open.
        setGroupOpen((current) => current.map((open, i) => open || i === row));
        focusNext.current = inputId(name, row, field.key);
        return;
      }
      document.getElementById(inputId(name, row, field?.key ?? firstKey))?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    const result = await onSubmit(chatText.formSubmitted(spec.title.toLowerCase()), {
      itens: items.map((item) => toValue(spec, item)),
    });
    setBusy(false);
    if (result.status === 'accepted') {
      toAnswer.current = true;
      onAccepted();
    } else if (result.status === 'refused') setRefusal(result.reason);
    // The assistant asks something in the chat: make way for the answer, keeping the entries.
    else if (result.status === 'confirm') onDismiss(items);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (!open ? onDismiss(items) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Usually done already (see above). Radix's own record of the focus can be a node
            // re-rendered since, and it would move the focus while the person types.
            event.preventDefault();
            returnFocus(opener, toAnswer.current);
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
          {current ? (
            <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="min-w-0 flex-1 basis-48 break-words">
                <strong>{chatText.currentValueLabel}</strong> {current}
              </p>
              {onKeep ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => {
                    toAnswer.current = true;
                    onKeep();
                  }}
                >
                  {chatText.keepAnswer}
                </Button>
              ) : null}
            </div>
          ) : null}
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
                    {layout(spec).map((entry) => {
                      const render = (field: FormFieldSpec) => (
                        <ListFormField
                          key={field.key}
                          id={inputId(name, index, field.key)}
                          field={field}
                          value={item[field.key]}
                          error={showErrors ? errors[index]?.[spec.fields.indexOf(field)] : null}
                          onChange={(value) => update(index, field.key, value)}
                        />
                      );
                      if (!Array.isArray(entry)) return render(entry);
                      const group = entry[0]?.group;
                      if (!group) return null;
                      // Closed until used: an optional address should not make the form long.
                      return (
                        <details
                          key={group.key}
                          open={groupOpen[index] === true}
                          onToggle={(event) => {
                            const open = event.currentTarget.open;
                            setGroupOpen((current) =>
                              current.map((was, i) => (i === index ? open : was)),
                            );
                          }}
                          className="mb-3 rounded-lg border border-slate-200 px-3 py-2"
                        >
                          <summary className="min-h-11 cursor-pointer py-2 font-medium">
                            {group.label}
                          </summary>
                          <fieldset className="pt-2">
                            <legend className="sr-only">{group.label}</legend>
                            {entry.map(render)}
                          </fieldset>
                        </details>
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
