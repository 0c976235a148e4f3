import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismissToast, removeClosedToasts, TOAST_DURATION_MS, useToasts } from '@/lib/use-toast';

/** The global toast area: one toast at a time, announced to screen readers. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} label="Notificação">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DURATION_MS}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(item.id);
              // Let Radix animate the toast out before it leaves the store.
              window.setTimeout(removeClosedToasts, 200);
            }
          }}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Fechar notificação"
            className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label="Notificações ({hotkey})"
        // At the top, under the header: at the bottom a toast covered the message box (and on a
        // desktop the document's actions) for five seconds (issue 16).
        className="fixed top-14 right-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
