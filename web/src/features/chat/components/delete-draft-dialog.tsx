import { useState } from 'react';
import { Trash2 } from 'lucide-react';
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
import { apiErrorMessage } from '@/lib/api-error';
import { chatText } from '../messages';

/** "Excluir" on a draft: says what is lost, and deletes only on a second, explicit click. */
export function DeleteDraftDialog({
  title,
  describedBy,
  onDelete,
}: {
  title: string;
  /** The id of the will's heading, so "Excluir" says which will it deletes. */
  describedBy: string;
  onDelete: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-describedby={describedBy}>
          <Trash2 aria-hidden className="size-4" />
          {chatText.deleteDraft}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{chatText.deleteTitle}</DialogTitle>
        <DialogDescription>{chatText.deleteDescription(title)}</DialogDescription>
        {failure ? (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
          >
            {failure}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {chatText.deleteCancel}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              setBusy(true);
              onDelete()
                .then(() => setOpen(false))
                .catch((error: unknown) =>
                  setFailure(apiErrorMessage(error, chatText.deleteFailed)),
                )
                .finally(() => setBusy(false));
            }}
          >
            {busy ? chatText.deleting : chatText.deleteConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
