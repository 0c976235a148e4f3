import type { SigningRecord as Record, TestamentContent } from '@legado/contract';
import { useId, useState, type FormEvent } from 'react';
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
import { fieldAria, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiErrorMessage } from '@/lib/api-error';
import { brazilianDateToIso, maskDateInput } from '@/lib/date-input';
import { toast } from '@/lib/use-toast';
import { useRecordSigning } from './api/record-signing';
import { documentsText as text } from './messages';

const shortDate = (iso: string) => iso.split('-').reverse().join('/');
const nameOf = (content: TestamentContent, id: string) =>
  content.pessoas.find((pessoa) => pessoa.id === id)?.nome ?? id;

/**
 * "Já assinei" for a concluded testamento particular (issue 16): the signing date, which of its
 * witnesses signed and where the original is kept, recorded beside the will (its text never
 * changes) and shown with a reminder to tell the testamenteiro where the paper is.
 */
export function SigningRecord({
  testamentId,
  content,
  signing,
}: {
  testamentId: string;
  content: TestamentContent;
  signing: (Record & { recorded_at: string }) | null;
}) {
  const headingId = useId();
  const executorId = content.testamenteiros[0]?.pessoaId;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white px-4 py-5 sm:px-6"
    >
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {text.signedHeading}
      </h2>
      {signing ? (
        <div className="grid gap-1">
          <p className="font-medium">{text.signedOn(shortDate(signing.signed_on))}</p>
          <p>
            {signing.witness_ids.length > 0
              ? text.signedBy(signing.witness_ids.map((id) => nameOf(content, id)).join(', '))
              : text.signedNoWitness}
          </p>
          <p>{text.keptAt(signing.original_location)}</p>
          <p role="note" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {executorId ? text.tellExecutor(nameOf(content, executorId)) : text.tellSomeone}
          </p>
        </div>
      ) : (
        <p className="mb-3">{text.signedQuestion}</p>
      )}
      <SigningDialog testamentId={testamentId} content={content} signing={signing} />
    </section>
  );
}

function SigningDialog({
  testamentId,
  content,
  signing,
}: {
  testamentId: string;
  content: TestamentContent;
  signing: Record | null;
}) {
  const witnesses = content.formalidades.testemunhaIds;
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(signing ? shortDate(signing.signed_on) : '');
  const [signed, setSigned] = useState<string[]>(signing?.witness_ids ?? witnesses);
  const [place, setPlace] = useState(signing?.original_location ?? '');
  const [errors, setErrors] = useState<{ date?: string; place?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const saving = useRecordSigning(testamentId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signedOn = brazilianDateToIso(date);
    const next = {
      ...(signedOn ? {} : { date: text.signedDateInvalid }),
      ...(place.trim() ? {} : { place: text.signedLocationRequired }),
    };
    setErrors(next);
    setFailure(null);
    if (!signedOn || !place.trim()) return;
    try {
      await saving.mutateAsync({
        signed_on: signedOn,
        witness_ids: witnesses.filter((id) => signed.includes(id)),
        original_location: place,
      });
    } catch (error) {
      setFailure(apiErrorMessage(error, text.signedSaveFailed));
      return;
    }
    setOpen(false);
    toast({ title: text.signedSaved });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={signing ? 'secondary' : 'primary'} className="mt-3">
          {signing ? text.signedEdit : text.signedOpen}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{text.signedTitle}</DialogTitle>
        <DialogDescription className="mb-4 text-sm text-muted">
          {text.signedDescription}
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormField
            id="assinado-em"
            label={text.signedDateLabel}
            hint={text.signedDateHint}
            {...(errors.date ? { error: errors.date } : {})}
          >
            <Input
              id="assinado-em"
              inputMode="numeric"
              autoComplete="off"
              placeholder={text.signedDateHint}
              value={date}
              onChange={(event) => setDate(maskDateInput(event.target.value))}
              {...fieldAria('assinado-em', errors.date, text.signedDateHint)}
            />
          </FormField>
          <fieldset className="mb-4">
            <legend className="mb-2 font-medium">{text.signedWitnessesLegend}</legend>
            {witnesses.map((id) => (
              <label key={id} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={signed.includes(id)}
                  onChange={(event) =>
                    setSigned((current) =>
                      event.target.checked
                        ? [...current, id]
                        : current.filter((other) => other !== id),
                    )
                  }
                />
                {nameOf(content, id)}
              </label>
            ))}
          </fieldset>
          <FormField
            id="original-em"
            label={text.signedLocationLabel}
            hint={text.signedLocationHint}
            {...(errors.place ? { error: errors.place } : {})}
          >
            <Input
              id="original-em"
              maxLength={300}
              value={place}
              onChange={(event) => setPlace(event.target.value)}
              {...fieldAria('original-em', errors.place, text.signedLocationHint)}
            />
          </FormField>
          {failure ? (
            <p
              role="alert"
              className="mb-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-900"
            >
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={saving.isPending}>
                {text.signedCancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving.isPending} aria-busy={saving.isPending}>
              {saving.isPending ? text.signedSaving : text.signedSave}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
