import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { documentsText } from './messages';
import type { ReviewSection } from './review-sections';

/**
 * The will part by part, each with its current values and an "Alterar" that reopens it. The
 * button's accessible name says which part ("Alterar Família"), its text stays short.
 */
export function SectionReview({
  sections,
  disabled,
  onChange,
}: {
  sections: ReviewSection[];
  disabled: boolean;
  onChange: (section: ReviewSection) => void;
}) {
  return (
    <section aria-labelledby="revisao-por-secao" className="mb-4">
      <h3 id="revisao-por-secao" className="mb-1 text-base font-semibold">
        {documentsText.reviewHeading}
      </h3>
      <p className="mb-3 text-sm text-muted">{documentsText.reviewIntro}</p>
      <ul className="flex flex-col gap-2">
        {sections.map((section) => (
          <li
            key={section.id}
            className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-white p-3"
          >
            <div className="min-w-0 flex-1 basis-52">
              <h4 className="font-medium">{section.title}</h4>
              <ul className="mt-1 text-sm break-words text-muted">
                {section.values.map((value, i) => (
                  <li key={i}>{value}</li>
                ))}
              </ul>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              aria-label={documentsText.changeSection(section.title)}
              onClick={() => onChange(section)}
            >
              <Pencil aria-hidden className="size-4" />
              {documentsText.change}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
