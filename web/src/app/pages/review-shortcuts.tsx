import { ChevronDown, Pencil } from 'lucide-react';
import { TestamentContentSchema } from '@legado/contract';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { documentsText } from '@/features/documents/messages';
import {
  REVIEW_SECTION_IDS,
  reviewSectionInfo,
  reviewSections,
} from '@/features/documents/review-sections';

/**
 * At the interview's final confirmation, in the conversation: "Alterar uma parte" opens the list
 * of parts, each reopening its part through the chat (the document may not exist yet here).
 */
export function ReviewShortcuts({
  disabled,
  onChange,
  document,
}: {
  disabled: boolean;
  onChange: (section: { command: string }) => void;
  /** The will's document on screen (current or outdated), if any. */
  document: Record<string, unknown> | null;
}) {
  const [open, setOpen] = useState(false);
  // The parts that apply, as the document tells (no Tutela without a minor child); else all.
  const ids = useMemo(() => {
    const parsed = TestamentContentSchema.safeParse(document);
    return parsed.success
      ? reviewSections(parsed.data).map((section) => section.id)
      : REVIEW_SECTION_IDS;
  }, [document]);
  const listId = useId();
  return (
    <div className="mx-auto mb-2 w-full max-w-3xl">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        <Pencil aria-hidden className="size-4" />
        {documentsText.changeAPart}
        <ChevronDown aria-hidden className={`size-4 ${open ? 'rotate-180' : ''}`} />
      </Button>
      <ul id={listId} hidden={!open} className="mt-2 flex flex-wrap gap-2">
        {ids.map((id) => (
          <li key={id}>
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => {
                setOpen(false);
                onChange(reviewSectionInfo[id]);
              }}
            >
              {documentsText.changeSection(reviewSectionInfo[id].title)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
