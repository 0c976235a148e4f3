import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { maskDateInput } from '@/lib/date-input';
import type { FormFieldSpec } from './form-fields';

const inputModes: Partial<Record<FormFieldSpec['kind'], 'numeric' | 'decimal'>> = {
  number: 'decimal',
  money: 'decimal',
  date: 'numeric',
};

/** One input of a list form's entry, with its label and inline error. */
export function ListFormField({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  field: FormFieldSpec;
  value: string | boolean | undefined;
  error: string | null | undefined;
  onChange: (value: string | boolean) => void;
}) {
  if (field.kind === 'checkbox') {
    return (
      <label htmlFor={id} className="mb-3 flex min-h-11 items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-5"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {field.label}
      </label>
    );
  }
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className="mb-3">
      <Label htmlFor={id}>{field.label}</Label>
      {field.kind === 'select' ? (
        <select
          id={id}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-700"
          value={String(value ?? '')}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <Input
          id={id}
          inputMode={field.inputMode ?? inputModes[field.kind]}
          autoComplete={field.autoComplete}
          placeholder={field.hint}
          value={String(value ?? '')}
          onChange={(event) =>
            onChange(field.kind === 'date' ? maskDateInput(event.target.value) : event.target.value)
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
