import { storedData } from '../messages';

/** What Legado stores about the person, and why, in plain Portuguese. */
export function StoredDataList() {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {storedData.map((item) => (
        <div key={item.title} className="rounded-lg border border-slate-200 bg-white p-4">
          <dt className="mb-1 font-semibold text-ink">{item.title}</dt>
          <dd className="text-muted">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
