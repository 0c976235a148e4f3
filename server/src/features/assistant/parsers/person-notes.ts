import { typedForm } from './chat-text.ts';
import { parseCpf } from './cpf.ts';
import { readAge, readDates } from './date-mentions.ts';
import type { PersonMention } from './fact-types.ts';
import { capitalizeName } from './names.ts';
import { isPlausibleName } from './name-quality.ts';
import { normalize } from './text.ts';

/** What a piece of a message says about a person: CPF, birth, death, age, the other parent. */
export function personNotes(segment: string, today: string): Partial<PersonMention> {
  const n = normalize(segment);
  const out: Partial<PersonMention> = {};
  const cpf = parseCpf(segment);
  if (cpf.ok) out.cpf = cpf.digits;
  const dates = readDates(segment, today);
  const birth = dates.find((d) => d.iso && (d.about === 'nascimento' || d.about === 'outro'));
  if (birth?.iso) out.dataNascimento = birth.iso;
  // "filha do carlos que faleceu": the death is of someone else, never of a surname ("wanderley
  // batista de souza que faleceu em 2020" is Wanderley's own).
  const someoneElse =
    /\b(?:filh[oa]s?|net[oa]s?|espos[oa]|mulher|marido|viuv[oa]|mae|pai|irm[aã]o?s?)\s+(?:do|da|de)\s+[a-z]+\s+(?:que|q)\s+(?:faleceu|morreu|ja faleceu)/.test(
      n,
    );
  if (/\b(falecid[oa]|faleceu|morreu|morto|morta|in memoriam)\b/.test(n) && !someoneElse) {
    out.falecido = true;
    // "carlos … de 1978 (falecido)": a year said as the birth is not the death.
    const death =
      dates.find((d) => d.about === 'falecimento') ??
      dates.find((d) => !d.iso && d.about !== 'nascimento');
    if (death) out.falecidoEm = death.iso ?? String(death.year);
    if (out.dataNascimento && out.falecidoEm === out.dataNascimento) delete out.dataNascimento;
  }
  const age = readAge(segment);
  if (age !== undefined) out.idade = age;
  if (/\bmenor\b/.test(n) || (age !== undefined && age < 18)) out.menor = true;
  else if (/\bmaior(?:es)? de idade\b/.test(n) || (age !== undefined && age >= 18))
    out.menor = false;
  // "o caio ribeiro costa de 2010": a birth year says a minor or an adult, except the year of 18.
  const year = Number(
    /\b(?:de|nascid[oa] em|nasceu em|ano)\s+((?:19|20)\d{2})\b(?!\s*(?:\/|-))/.exec(n)?.[1] ?? NaN,
  );
  if (out.menor === undefined && !out.falecido && !out.dataNascimento && year > 0) {
    const years = Number(today.slice(0, 4)) - year;
    if (years >= 0 && years <= 17) out.menor = true;
    else if (years >= 19 && years < 120) out.menor = false;
  }
  const parent =
    /\(?\s*(?:mae|pai)\s*(?::|e a|e o|eh a|eh o|\()\s*([a-z][a-z ]*?)\s*(?:\)|,|$)/.exec(n) ??
    /\b(?:meu|minha|filh[oa]|fruto)\s+(?:com|da|do)\s+(?:a|o)\s+([a-z][a-z ]*?)\s*(?:\)|,|$|\bnasc)/.exec(
      n,
    );
  if (parent?.[1] && isPlausibleName(parent[1]))
    out.outroGenitor = typedForm(parent[1], segment) ?? capitalizeName(parent[1]);
  return out;
}

/** Every person named in the message. `today` (ISO) reads two-digit years and ages. */
