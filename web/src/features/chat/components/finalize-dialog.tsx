import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { chatText } from '../messages';

/**
 * "Confirmar testamento" as a deliberate step (issue 16): what confirming means (the text is
 * locked; a change later is a new version), the will's form and the next step, then a clear
 * confirm. `onConfirm` resolves once the server has answered, whatever it said.
 */
export function FinalizeDialog({
  forma,
  disabled,
  onConfirm,
  onFocusAway,
}: {
  forma: 'particular' | 'publico';
  disabled: boolean;
  onConfirm: () => Promise<void>;
  /**
   * Where the focus goes when the dialog closes and its button cannot take it back (gone once the
   * will is confirmed, or disabled): else it would fall to the page's body.
   */
  onFocusAway: () => void;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const publico = forma === 'publico';
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button ref={trigger} disabled={disabled}>
          {chatText.confirmOpen}
        </Button>
      </DialogTrigger>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const button = trigger.current;
          if (button?.isConnected && !button.disabled) return;
          event.preventDefault();
          onFocusAway();
        }}
      >
        <DialogTitle>{chatText.finalizeTitle}</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-3">
            <p>{chatText.finalizeLocked}</p>
            <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
              <p className="font-medium">{chatText.finalizeFormTitle(publico)}</p>
              <p className="text-sm">{chatText.finalizeNextStep(publico)}</p>
            </div>
            <p className="text-sm text-muted">{chatText.finalizeCheck}</p>
          </div>
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {chatText.finalizeCancel}
            </Button>
          </DialogClose>
          <Button
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              setBusy(true);
              void onConfirm().finally(() => {
                setBusy(false);
                setOpen(false);
              });
            }}
          >
            {busy ? chatText.confirming : chatText.finalizeConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
