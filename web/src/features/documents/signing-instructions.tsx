import { useId } from 'react';
import { signingInstructions, type WillForm } from '@legado/contract';
import { cn } from '@/lib/cn';

/** How to sign (particular) or where to take the minuta (público): LEGAL-BR §8. */
export function SigningInstructions({
  forma,
  doacaoOrgaos = false,
  className,
}: {
  forma: WillForm;
  /** The will states an organ-donation wish: add the AEDO step (Provimento CNJ 164/2024). */
  doacaoOrgaos?: boolean;
  className?: string;
}) {
  const instructions = signingInstructions(forma, { doacaoOrgaos });
  const titleId = useId();
  return (
    <section
      lang="pt-BR"
      aria-labelledby={titleId}
      className={cn('rounded-lg border border-brand-100 bg-brand-50 px-4 py-5 sm:px-6', className)}
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-brand-800">
        {instructions.titulo}
      </h2>
      <ol className="list-decimal space-y-2 pl-6 text-base leading-relaxed">
        {instructions.passos.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted italic">{instructions.aviso}</p>
    </section>
  );
}
