import { useId } from 'react';
import { documentsText as text } from './messages';

/** For a público minuta: how to book the notary, in person or through e-Notariado (LEGAL-BR §1, §8). */
export function NotarySteps() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white px-4 py-5 sm:px-6"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {text.notaryHeading}
      </h2>
      <ol className="list-decimal space-y-2 pl-6 leading-relaxed">
        {text.notarySteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
