import * as Dialog from '@radix-ui/react-dialog';
import { Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldError, listForms, type ListFormSpec } from './form-fields';

type Item = Record<string, string | boolean>;

function emptyItem(spec: ListFormSpec): Item {
  return Object.fromEntries(
    spec.fields.map((field) => [field.key, field.kind === 'checkbox' ? false : '']),
  );
}

function toValue(spec: ListFormSpec, item: Item): Record<string, unknown> {
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

/** A form modal the assistant opened by name: a list of people or gifts, validated inline. */
export function ListFormModal({
  name,
  onClose,
  onSubmit,
}: {
  name: string;
  onClose: () => void;
  onSubmit: (summary: string, values: { itens: Record<string, unknown>[] }) => Promise<boolean>;
}) {
  const spec = listForms[name];
  const [items, setItems] = useState<Item[]>(() => (spec ? [emptyItem(spec)] : []));
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!spec) return null;

  const errors = items.map((item) =>
    spec.fields.map((field) => fieldError(field, item[field.key])),
  );
  const hasErrors = errors.some((row) => row.some((error) => error !== null));

  const update = (index: number, key: string, value: string | boolean) =>
    setItems((current) =>
      current.map((item, i) => (i === index ? { ...item, [key]: value } : item)),
    );

  const submit = async () => {
    setShowErrors(true);
    if (hasErrors || items.length === 0) return;
    setBusy(true);
    const delivered = await onSubmit(`Enviei o formulário: ${spec.title.toLowerCase()}.`, {
      itens: items.map((item) => toValue(spec, item)),
    });
    setBusy(false);
    if (delivered) onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="mb-2 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold">{spec.title}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Fechar formulário"
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
                      const id = `${name}-${index}-${field.key}`;
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
                            onChange={(event) => update(index, field.key, event.target.value)}
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
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setItems((current) => current.filter((_, i) => i !== index))}
                      >
                        <Trash2 aria-hidden className="size-4" />
                        Remover {spec.itemLabel.toLowerCase()} {index + 1}
                      </Button>
                    ) : null}
                  </fieldset>
                </li>
              ))}
            </ol>
            {items.length < spec.maxItems ? (
              <Button
                variant="secondary"
                className="mt-4 w-full"
                onClick={() => setItems((current) => [...current, emptyItem(spec)])}
              >
                <Plus aria-hidden className="size-5" />
                Adicionar outro
              </Button>
            ) : null}
            {showErrors && hasErrors ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-800">
                Corrija os campos destacados antes de enviar.
              </p>
            ) : null}
            <Button type="submit" className="mt-4 w-full" disabled={busy} aria-busy={busy}>
              {busy ? 'Enviando…' : 'Enviar'}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
