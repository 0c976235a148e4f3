/**
 * Who inherits in the family, asked about someone the general reader misses: the spouse "together
 * with the children" (art. 1.829, I), the spouse named by whoever types for the testator ("o meu vô
 * ainda herda alguma coisa dela?"), and the children of a child who died first ("os filhos do
 * roberto ficam com a parte dele?", representação, arts. 1.851–1.855). Every fraction comes from
 * the succession the contract computes (the case's `succession`), never a second computation.
 */
import { SUCCESSION_NOTES, type Pessoa } from '@legado/contract';
import type { InterviewState } from '../interview-state.ts';
import { expandChat } from './detect.ts';
import { normalize } from '../parsers/text.ts';
import { buildCase, hasMeacao, ofEstate, part, person, plainShare, type Case } from './case.ts';
import { joinPt } from '../people.ts';
import { called, yesNo } from './words.ts';
import { mentionedPeople } from './people-mentioned.ts';

/** Asks whether someone inherits or has a right ("herda", "tem direito", "fica com a parte"). */
const ASKS_INHERIT =
  /\b(?:herd\w*|heranca|tem direito|tem algum direito|direito a|recebe\w*|fica(?:m)? com (?:a )?parte)\b/;

/** The spouse, as the testator says it or as someone typing for them does ("o meu vô", "o marido dela"). */
const SPOUSE_WORDS =
  /\b(?:(?:meu|o) (?:marido|esposo|companheiro)|(?:minha|a) (?:esposa|mulher|companheira)|(?:marido|esposo|companheiro|esposa|mulher|companheira) dela?|meu (?:vo|avo) .*\b(?:dela|minha (?:vo|avo))|(?:minha (?:vo|avo)) .*\bmeu (?:vo|avo)\b|minha (?:vo|avo) .*\b(?:ela|dela)\b)/;

/** "os filhos do roberto", "os netos", "os filhos dele": the children of a child. */
const CHILDREN_OF = /\b(?:os |as )?(?:filhos|filhas|netos|netas) d[oa] ([a-z]+)\b/;

/** The spouse the message asks about, when it asks whether they inherit. */
function spouseAsked(c: Case, n: string, raw: string): Pessoa | undefined {
  const id = c.content.familia.conjuge?.pessoaId;
  if (!id || !ASKS_INHERIT.test(n)) return undefined;
  // "a Bia também é minha herdeira?": the spouse by name or nickname counts as much as "minha esposa".
  const p = person(c, id);
  if (!p) return undefined;
  if (!SPOUSE_WORDS.test(n) && !mentionedPeople(c.s, n).ids.includes(id) && !nickOf(p, raw))
    return undefined;
  return p;
}

/** "a Bia", "o Zeca": a short capitalized name after an article, in the raw message. */
const SHORT_NAME = /(?:^|[\s,])(?:[AaOo]) ([A-ZÀ-Ý][a-zà-ÿ]{1,4})\b/gu;

/**
 * The spouse called by a nickname not registered ("a Bia" for Beatriz): a short name with the
 * first letter of theirs that names nobody else. Only the spouse, only in a question about heirs.
 */
function nickOf(p: Pessoa, raw: string): boolean {
  const first = normalize(p.nome.split(' ')[0] ?? '');
  for (const m of raw.matchAll(SHORT_NAME)) {
    const nick = normalize(m[1] ?? '');
    if (nick !== first && nick[0] === first[0] && nick.length < first.length) return true;
  }
  return false;
}

/**
 * The rule of the regime the question names, when it is not yet the one recorded (asked at the
 * regime question itself): said from the law, not from the case's numbers.
 */
function regimeRule(c: Case, p: Pessoa, n: string): string | undefined {
  const said = REGIME_SAID.find(([re]) => re.test(n))?.[1];
  if (!said || said === c.content.familia.conjuge?.regimeBens) return undefined;
  const w = called(c.s, p);
  if (said === 'separacao_obrigatoria')
    return `${yesNo(n, false)} No regime da separação obrigatória, ${w.the} não herda junto com os seus filhos (art. 1.829, I), e cada um fica com os próprios bens; só o que vocês adquiriram juntos, com esforço comum, pode ser dividido (Súmula 377 do STF). Sem filhos nem netos, ${w.he} herdaria. Pelo testamento, ${w.he} pode receber o que você deixar da parte disponível.`;
  if (said === 'separacao_convencional')
    return `${yesNo(n, true)} Mesmo com o pacto de separação de bens, ${w.the} é herdeir${w.o} necessári${w.o} (art. 1.845) e herda junto com os filhos (art. 1.829, I; STJ, REsp 1.382.170): o pacto separa os bens em vida, não tira o direito à herança.`;
  return `${yesNo(n, false)} Na comunhão universal, ${w.the} já tem a meação, metade de tudo, e não herda junto com os filhos (art. 1.829, I); sem filhos nem netos, herdaria.`;
}

function spouseAnswer(c: Case, p: Pessoa, n: string): string {
  const w = called(c.s, p);
  const byRule = regimeRule(c, p, n);
  if (byRule) return byRule;
  const heir = c.succession.herdeiros.find((h) => h.pessoaId === p.id);
  if (!heir) {
    const note = c.succession.notas.find((k) => k.startsWith('conjuge_'));
    // Under separação obrigatória there is no meação to keep: each keeps their own (Súmula 377).
    const why =
      note === 'conjuge_sem_concorrencia' &&
      c.content.familia.conjuge?.regimeBens === 'separacao_obrigatoria'
        ? `No regime da separação obrigatória, o cônjuge não herda junto com os descendentes (art. 1.829, I), e cada um fica com os próprios bens; só o que vocês adquiriram juntos, com esforço comum, pode ser dividido (Súmula 377 do STF).`
        : note
          ? SUCCESSION_NOTES[note]
          : undefined;
    return `${yesNo(n, false)} ${why ?? `Pela lei, como está agora, ${w.he} não é herdeir${w.o}.`} Pelo testamento, ${w.he} só recebe o que você deixar da parte disponível.`;
  }
  const children = c.succession.herdeiros.filter((h) => h.classe === 'descendente');
  const legitima = heir.legitima;
  const parents = c.succession.herdeiros.filter((h) => h.classe === 'ascendente');
  const lines = [
    children.length > 0
      ? `${yesNo(n, true)} ${w.The} herda junto com os filhos (art. 1.829, I)${hasMeacao(c) ? ', sobre os seus bens particulares' : ''}: a parte ${w.his} na legítima é ${part(legitima)} ${ofEstate(c)}, e sem nada escrito no testamento ${w.he} herda ${plainShare(heir.quinhao)} da herança, o mesmo que cada filho (art. 1.832).${c.content.familia.conjuge?.regimeBens === 'separacao_convencional' ? ` Mesmo com o pacto de separação de bens, ${w.he} é herdeir${w.o} necessári${w.o} e concorre com os filhos (art. 1.845; STJ, REsp 1.382.170): o pacto separa os bens em vida, não tira o direito à herança.` : ''}`
      : parents.length > 0
        ? `${yesNo(n, true)} ${w.The} herda junto com ${ofParents(c, parents)} (art. 1.829, II${parents.length === 1 ? ' e art. 1.837' : ''}): sem nada escrito no testamento, ${w.he} fica com ${part(heir.quinhao)} da herança, e a parte ${w.his} na legítima é ${part(legitima)} ${ofEstate(c)}.`
        : `${yesNo(n, true)} ${w.The} é herdeir${w.o} necessári${w.o}: a parte ${w.his} na legítima é ${part(legitima)} ${ofEstate(c)}.`,
  ];
  // A companion inherits as a spouse does (STF, Tema 809).
  if (c.content.familia.conjuge?.tipo === 'uniao_estavel')
    lines.push(
      `Na união estável, ${w.the} herda como herdaria no casamento: o STF igualou os dois (Tema 809).`,
    );
  if (hasMeacao(c))
    lines.push(
      `Sobre os bens comuns do casal, ${w.he} tem a meação: metade já é ${w.his} e não é herança.`,
    );
  if (/\bjunt/.test(n) && children.length === 0 && parents.length === 0)
    lines.push('Como não há filhos, não há com quem dividir nessa classe.');
  return lines.join(' ');
}

/** "a sua mãe", "o seu pai", "os seus pais": the parents who inherit with the spouse. */
function ofParents(c: Case, parents: readonly { pessoaId: string }[]): string {
  const grau = parents.map(
    (h) => c.content.familia.ascendentes.find((a) => a.pessoaId === h.pessoaId)?.grau,
  );
  if (parents.length > 1)
    return grau.every((g) => g === 'pai' || g === 'mae') ? 'os seus pais' : 'os seus avós';
  const g = grau[0];
  if (g === 'mae') return 'a sua mãe';
  if (g === 'pai') return 'o seu pai';
  return 'o seu ascendente';
}

/** The children of a child who died first, asked about: they take the parent's place. */
function representationAnswer(c: Case, n: string): string | undefined {
  const name = CHILDREN_OF.exec(n)?.[1];
  if (!name) return undefined;
  const parent = c.content.pessoas.find(
    (p) => p.tipo === 'fisica' && expandChat(p.nome).split(' ')[0] === name,
  );
  if (!parent) return undefined;
  const heirs = c.succession.herdeiros.filter((h) => h.representa === parent.id);
  const w = called(c.s, parent);
  if (heirs.length === 0) return undefined;
  const kids = heirs.map((h) => person(c, h.pessoaId)).filter((p): p is Pessoa => !!p);
  const names = joinPt(kids.map((k) => k.nome.split(' ')[0] ?? k.nome));
  const first = heirs[0]!;
  const each = heirs.length > 1 ? ' cada' : '';
  return `Sim. Como ${w.the} já faleceu, ${heirs.length > 1 ? `os filhos ${w.his}, ${names}, herdam` : `${names} herda`} no lugar ${w.his}, por representação (arts. 1.851 a 1.855): ${heirs.length > 1 ? 'dividem' : 'fica com'} a parte que seria ${w.his}. Na legítima, ${part(first.legitima)}${each} ${ofEstate(c)}; sem nada escrito no testamento, ${plainShare(first.quinhao)}${each} da herança.`;
}

/**
 * Asked without a question mark: "quero saber se…", "…, né", "ela herda junto com os filhos ou
 * não", "a francisca ainda herda alguma coisa minha".
 */
const ASKED_PLAIN =
  /\bsaber se\b|\bne$|\bou nao\b|^(?:e )?(?:(?:a|o|minha|meu) )?(?:\w+ ){0,3}(?:ainda )?(?:herda|tem direito|tem algum direito)\b/;

const STATES_SHARE = /\d|%|\b(?:metade|quero|deixo|deixar|vou|fica com)\b/;

/** The regime the question itself names ("o cartório disse que era separação obrigatória"). */
const REGIME_SAID: readonly [RegExp, string][] = [
  [
    /\bseparacao obrigatoria\b|\bseparacao legal\b|\bpor causa da (?:minha )?idade\b/,
    'separacao_obrigatoria',
  ],
  [
    /\b(?:separacao (?:total|convencional|de bens)|pacto (?:de|antenupcial)\b.*\bseparacao)\b/,
    'separacao_convencional',
  ],
  [/\bcomunhao universal\b/, 'comunhao_universal'],
];

/** The answer to such a question, or undefined when the message is not one. */
export function familyHeirsAnswer(
  s: InterviewState,
  text: string,
  today: string,
): string | undefined {
  const n = expandChat(text);
  // A share stated ("minha esposa tem direito a metade, quero…") is an answer, not a question.
  const plain = ASKED_PLAIN.test(n) && !STATES_SHARE.test(n);
  if (!ASKS_INHERIT.test(n) || !(text.includes('?') || plain)) return undefined;
  const c = buildCase(s, today);
  if (!c) return undefined;
  const spouse = spouseAsked(c, n, text);
  if (spouse) return spouseAnswer(c, spouse, n);
  return representationAnswer(c, n);
}
