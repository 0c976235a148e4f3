import { Button } from '@/components/ui/button';
import { chatText } from '../messages';

/** Buttons for questions with fixed answers (sim/não, estado civil, regime de bens). */
export function QuickReplies({
  options,
  disabled,
  onPick,
}: {
  options: string[];
  disabled: boolean;
  onPick: (option: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={chatText.quickRepliesLabel}
      className="mx-auto mb-2 flex w-full max-w-3xl flex-wrap gap-2"
    >
      {options.map((option) => (
        <Button
          key={option}
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => onPick(option)}
        >
          {option}
        </Button>
      ))}
    </div>
  );
}
