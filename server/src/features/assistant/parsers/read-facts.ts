import { readAddress } from './address-mentions.ts';
import { readCorrections, readYesNo } from './answer-mentions.ts';
import { expandShorthand } from './chat-text.ts';
import { readCivilStatus } from './civil-status-mentions.ts';
import { parseCpf } from './cpf.ts';
import { readDates } from './date-mentions.ts';
import type {
  AddressFact,
  CivilStatusFact,
  CorrectionFact,
  DateMention,
  GiftFact,
  PersonMention,
  PlaceMention,
  Relation,
  ShareFact,
  WitnessFact,
} from './fact-types.ts';
import { readGifts } from './gift-mentions.ts';
import { matchPeople, type KnownPerson } from './match-people.ts';
import { findPlaces } from './municipalities.ts';
import { readPeople } from './people-mentions.ts';
import { readProfession } from './profession.ts';
import { askedParts } from './asked.ts';
import { readShares } from './share-mentions.ts';
import { normalize } from './text.ts';
import { readWitnessLines } from './witness-lines.ts';

/** What the engine knows when it reads a message. */
export interface FactContext {
  /** ISO day, for two-digit years and ages. Defaults to the real today. */
  today?: string;
  /** People already named, to resolve "o Rafael", "minha filha", "os dois". */
  people?: KnownPerson[];
  /** The relation of names listed without one (the question asked for children: 'filho'). */
  listRelation?: Relation;
}

/** Everything a message says, whatever was asked. Empty fields are left out. */
export interface Facts {
  /** The speaker's own full name, when said ("meu nome é …", "sou o …"); not in `people`. */
  nome?: string;
  /** `nome` with accents, to offer ("Sebastiao" → "Sebastião"). */
  nomeSugerido?: string;
  people: PersonMention[];
  /** People of the context the message points at (ids), e.g. "o Rafael", "minha filha". */
  mentionedIds: string[];
  /** A valid CPF said on its own (not on a witness line). */
  cpf?: string;
  /** A CPF typed with wrong check digits. */
  cpfInvalido?: string;
  /** The speaker's own birth date ("nasci em 17 de maio de 1984", "14 de fevereiro de 45"). */
  dataNascimento?: string;
  /** The speaker's age, when said ("tenho 67 anos"). */
  idade?: number;
  /** Only the year of the speaker's birth ("nasci em 68"): ask the day, keep the year. */
  anoNascimento?: number;
  dates: DateMention[];
  places: PlaceMention[];
  civilStatus?: CivilStatusFact;
  profession?: string;
  nacionalidade?: 'brasileira' | 'brasileiro';
  address?: AddressFact;
  shares: ShareFact[];
  gifts: GiftFact[];
  witnesses: WitnessFact[];
  yesNo?: boolean;
  /** Corrections in plain words, one per sentence that makes one. */
  corrections: CorrectionFact[];
  /** The message asks something ("o Diego fica sem nada, certo?"): its wishes are not taken. */
  pergunta?: boolean;
}

/** What a place is about, from the words just before it ("nasci em", "moro em"). */
function placeAbout(n: string, cidade: string): PlaceMention['about'] {
  const at = n.indexOf(normalize(cidade));
  const before = at > 0 ? n.slice(Math.max(0, at - 40), at) : n;
  const near = before.split(/\s*(?:,|\bmas\b|\be\b)\s*/).at(-1) ?? before;
  return aboutOf(near) === 'outro' ? aboutOf(n) : aboutOf(near);
}

function aboutOf(n: string): PlaceMention['about'] {
  if (
    /\b(nasci|natural|nascid[oa]|sou de|sou do|sou da|paulistan[oa]|carioca|naturalidade|gauch[oa]|mineir[oa]|baian[oa]|goian[oa]|cearense|nordestin[oa])\b/.test(
      n,
    )
  )
    return 'naturalidade';
  if (/\b(moro|resido|vivo em|moramos|aqui em|endereco)\b/.test(n)) return 'residencia';
  return 'outro';
}

/** Reads every fact in a message. Pure: the same message and context give the same facts. */
export function readFacts(message: string, context: FactContext = {}): Facts {
  const today = context.today ?? new Date().toISOString().slice(0, 10);
  const text = expandShorthand(message);
  const n = normalize(text);
  const witnesses = readWitnessLines(message, today).filter((w) => w.cpf);
  const witnessLines = witnesses.length >= 2;
  const dates = readDates(text, today);
  const people = witnessLines
    ? []
    : readPeople(message, {
        today,
        ...(context.listRelation ? { defaultRelation: context.listRelation } : {}),
      });
  // Questions ask; they do not state wishes: "posso deixar o máximo pra minha filha?".
  const asked = askedParts(message);
  const stated = asked.reduce((rest, question) => rest.replace(question, ' '), message).trim();
  const civilStatus = readCivilStatus(stated, today);
  if (civilStatus?.parceiro) {
    const partner = people.find(
      (p) => p.nome && normalize(p.nome).startsWith(normalize(civilStatus.parceiro ?? '')),
    );
    const relacao: Relation =
      civilStatus.estadoCivil === 'uniao_estavel' ? 'companheiro' : 'conjuge';
    if (partner) partner.relacao = partner.relacao ?? relacao;
  }
  const facts: Facts = {
    people,
    mentionedIds: [],
    ...(asked.length > 0 ? { pergunta: true } : {}),
    dates,
    places: [],
    shares: readShares(stated),
    gifts: readGifts(stated),
    corrections: readCorrections(stated),
    witnesses: witnessLines ? witnesses : [],
  };
  if (!witnessLines) {
    const cpf = parseCpf(text);
    if (cpf.ok) facts.cpf = cpf.digits;
    else if (cpf.reason === 'digito')
      facts.cpfInvalido = /(\d[\d.\s-]{9,13}\d)/.exec(text)?.[1]?.replace(/\D/g, '');
    const own = /\b(nasci|eu nasci|meu nascimento|minha data de nascimento)\b/.test(n);
    // The speaker is an adult: "nasci em 5/5/20" is 1920.
    const adultDates = readDates(text, today, { minAge: 16 });
    const birth = adultDates.find(
      (d) => d.iso && (d.about === 'nascimento' || adultDates.length === 1),
    );
    const onlyDate = /^[\d\s/.-]+$|^\d{1,2}\s+de\s+\p{L}+\s+de\s+\d{2,4}$/u.test(n);
    if (birth?.iso && (own || onlyDate) && people.length === 0) facts.dataNascimento = birth.iso;
  }
  facts.places = findPlaces(text).map((p) => ({ ...p, about: placeAbout(n, p.cidade) }));
  // A city is not a person: "É Rio de Janeiro/RJ".
  const cities = facts.places.map((p) => normalize(p.cidade));
  facts.people = people.filter(
    (p) => !p.nome || !cities.some((c) => normalize(p.nome ?? '').startsWith(c)),
  );
  const yearOnly = dates.find((d) => d.about === 'nascimento' && !d.iso && d.year);
  if (!facts.dataNascimento && yearOnly?.year && /\bnasci\b/.test(n)) {
    facts.anoNascimento = yearOnly.year;
  }
  if (civilStatus) facts.civilStatus = civilStatus;
  const profession = readProfession(expandShorthand(stated));
  if (profession) facts.profession = profession;
  if (/\bbrasileir[oa]\b|\bpaulistan|\bcarioca|\bnasci (?:aqui|em|no|na)\b/.test(n)) {
    facts.nacionalidade = /\bbrasileiro\b/.test(n) ? 'brasileiro' : 'brasileira';
  }
  const address = readAddress(expandShorthand(stated));
  // "minha parte da casa da Rua das Acácias 55 fica pra minha filha" is a gift, not where they live.
  const inGift = facts.gifts.some(
    (g) => address?.logradouro && g.descricao.includes(address.logradouro),
  );
  if (address && !inGift) {
    facts.address = address;
    // "…, Pinheiros, São Paulo": parts of an address are not people.
    const parts = [address.logradouro, address.bairro, address.cidade].map((p) =>
      normalize(p ?? ''),
    );
    facts.people = facts.people.filter((p) => !p.nome || !parts.includes(normalize(p.nome)));
  }
  const age = /\b(?:tenho|tenho ja|ja tenho|estou com|fiz)\s+(\d{2,3})\s+anos\b/.exec(n)?.[1];
  if (age && Number(age) >= 16 && Number(age) < 120) facts.idade = Number(age);
  const yesNo = facts.corrections.length > 0 ? undefined : readYesNo(message);
  if (yesNo !== undefined) facts.yesNo = yesNo;
  // The speaker's own name: "meu nome é …", "me chamo …", "sou o …".
  const own =
    /\b(?:meu nome (?:completo )?(?:e|eh)?|me chamo|eu sou (?:o|a)|sou (?:o|a)|aqui (?:e|eh) (?:o|a))\s+([a-z][a-z ]+)/.exec(
      n,
    );
  const self = own?.[1]
    ? facts.people.find((p) => p.nome && own[1]?.startsWith(normalize(p.nome)))
    : undefined;
  if (self?.nome) {
    facts.nome = self.nome;
    if (self.idade !== undefined && facts.idade === undefined) facts.idade = self.idade;
    if (self.nomeSugerido) facts.nomeSugerido = self.nomeSugerido;
    if (self.dataNascimento && !facts.dataNascimento) facts.dataNascimento = self.dataNascimento;
    facts.people = facts.people.filter((p) => p !== self);
  }
  if (context.people?.length) {
    const ids = new Set<string>();
    for (const person of people) {
      const feminine =
        person.sexo === 'feminino' && person.relacao
          ? person.relacao.replace(/o$/, 'a')
          : undefined;
      const ref =
        person.nome ??
        (person.relacao ? `${feminine ? 'minha' : 'meu'} ${feminine ?? person.relacao}` : '');
      for (const id of ref ? matchPeople(ref, context.people) : []) ids.add(id);
    }
    for (const said of [
      ...facts.shares.map((s) => s.para),
      ...facts.gifts.map((g) => g.para ?? ''),
    ]) {
      if (said && said !== 'cada') for (const id of matchPeople(said, context.people)) ids.add(id);
    }
    for (const m of n.matchAll(
      /\b(os dois|as duas|ambos|ambas|todos eles|minha filha|meu filho|minha esposa|meu marido)\b/g,
    )) {
      for (const id of matchPeople(m[1] ?? '', context.people)) ids.add(id);
    }
    facts.mentionedIds = [...ids];
  }
  return facts;
}
