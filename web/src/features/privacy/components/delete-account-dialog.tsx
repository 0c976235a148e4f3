import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert, X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';
import { useDeletionMethod } from '../api/get-deletion-method';
import { privacyText } from '../messages';

const FIELD_ID = 'confirmar-exclusao';

/**
 * "Excluir minha conta": a dialog that explains what is lost (and what is not: a signed paper
 * will), asks for the password (or EXCLUIR for Google-only accounts) and deletes the account.
 * `onDeleted` runs after the server confirmed; the page signs out and leaves.
 */
export function DeleteAccountDialog({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const method = useDeletionMethod(open);
  const deletion = useDeleteAccount();
  const usesPhrase = method.data === 'phrase';

  const changeOpen = (next: boolean) => {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) {
      setSecret('');
      setFieldError(undefined);
      setFailure(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method.data || deletion.isPending) return;
    setFailure(null);
    if (secret.trim() === '') {
      setFieldError(usesPhrase ? privacyText.phraseRequired : privacyText.passwordRequired);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      await deletion.mutateAsync(usesPhrase ? { confirm: secret } : { password: secret });
    } catch (error) {
      setFailure(apiErrorMessage(error, privacyText.deleteFailed));
      inputRef.current?.select();
      return;
    }
    setOpen(false);
    await onDeleted();
  };

  const loadError = method.isError ? apiErrorMessage(method.error, privacyText.deleteFailed) : null;

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="destructive">{privacyText.deleteOpen}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="mb-3 flex items-start justify-between gap-3">
            <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-red-800">
              <TriangleAlert aria-hidden className="size-5 shrink-0" />
              {privacyText.dialogTitle}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={privacyText.close}
                className="rounded p-2 hover:bg-slate-100"
              >
                <X aria-hidden className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description asChild>
            <div className="mb-4 grid gap-2 text-ink">
              <p>{privacyText.dialogIrreversible}</p>
              <p>{privacyText.dialogPaperWill}</p>
              <p className="text-sm text-muted">{privacyText.dialogSuggestDownload}</p>
            </div>
          </Dialog.Description>
          <form noValidate onSubmit={(event) => void submit(event)}>
            {method.isPending ? (
              <p role="status" className="mb-4 text-muted">
                {privacyText.loadingMethod}
              </p>
            ) : null}
            {method.data ? (
              <FormField
                id={FIELD_ID}
                label={usesPhrase ? privacyText.phraseLabel : privacyText.passwordLabel}
                hint={usesPhrase ? privacyText.phraseHint : privacyText.passwordHint}
                {...(fieldError ? { error: fieldError } : {})}
              >
                <Input
                  ref={inputRef}
                  id={FIELD_ID}
                  type={usesPhrase ? 'text' : 'password'}
                  autoComplete={usesPhrase ? 'off' : 'current-password'}
                  autoCapitalize={usesPhrase ? 'characters' : 'off'}
                  value={secret}
                  onChange={(event) => setSecret(event.target.value)}
                  {...fieldAria(
                    FIELD_ID,
                    fieldError,
                    usesPhrase ? privacyText.phraseHint : privacyText.passwordHint,
                  )}
                />
              </FormField>
            ) : null}
            {failure || loadError ? (
              <p
                role="alert"
                className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
              >
                {failure ?? loadError}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={deletion.isPending}>
                  {privacyText.cancel}
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                variant="destructive"
                disabled={!method.data || deletion.isPending}
              >
                {deletion.isPending ? privacyText.deleting : privacyText.confirmDelete}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
