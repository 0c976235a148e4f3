import type { InterviewProgress as Progress } from '@legado/contract';
import { chatText } from '../messages';

/** "Etapa 3 de 10 · Família" with a bar, so people see how far along they are. */
export function InterviewProgress({ progress }: { progress: Progress | null }) {
  if (!progress) return null;
  const percent = Math.round(
    (Math.min(progress.etapa, progress.totalEtapas) / Math.max(1, progress.totalEtapas)) * 100,
  );
  const label = chatText.progress(progress.etapa, progress.totalEtapas, progress.secao);
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate text-sm font-medium text-ink" id="interview-progress-label">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="interview-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
