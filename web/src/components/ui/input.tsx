import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

/** A text input sized for fingers (44 px) and readable at 16 px, so phones do not zoom. */
export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={cn(
        'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 aria-invalid:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
