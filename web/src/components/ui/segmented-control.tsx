import { cn } from '@/lib/cn';

/** Two or more mutually exclusive choices as pressed/unpressed buttons (keyboard and screen-reader friendly). */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'min-h-11 rounded-md text-sm font-medium',
            value === option.value ? 'bg-white text-brand-700 shadow-sm' : 'text-muted',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
