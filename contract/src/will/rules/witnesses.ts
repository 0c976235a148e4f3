import { ageOn } from '../law/dates.ts';
import type { RuleResult } from '../rule-result.ts';
import type { TestamentContent, Vinculo } from '../testament-content.ts';
import { beneficiaryIds } from './beneficiaries.ts';
import { agreedFor, nome, pessoa, result, type Rule } from './context.ts';
import { ruleMessages as M } from './messages.ts';

type Tipo = Vinculo['tipo'];

const INVERSE: Record<Tipo, Tipo> = {
  conjuge: 'conjuge',
  pai_mae: 'filho',
  filho: 'pai_mae',
  avo: 'neto',
  neto: 'avo',
  irmao: 'irmao',
};

const TIPO_TEXT: Record<Tipo, string> = {
  conjuge: 'cônjuge ou companheiro(a)',
  pai_mae: 'pai ou mãe',
  filho: 'filho(a)',
  avo: 'avô ou avó',
  neto: 'neto(a)',
  irmao: 'irmão(ã)',
};

/** Every declared relation of a person: what each other person is to them. */
function relativesOf(c: TestamentContent, id: string): Map<string, Tipo> {
  const out = new Map<string, Tipo>();
  // "id is the tipo of X" → X is the inverse of tipo to id.
  for (const v of pessoa(c, id)?.vinculos ?? []) out.set(v.pessoaId, INVERSE[v.tipo]);
  for (const p of c.pessoas)
    for (const v of p.vinculos ?? []) if (v.pessoaId === id) out.set(p.id, v.tipo);
  return out;
}

/** TESTEM_BENEF: a witness is a beneficiary or a paid testamenteiro (1.801 II, 1.802). */
export const checkTestemBenef: Rule = (c) => {
  const beneficiaries = beneficiaryIds(c.disposicoes);
  const paid = new Set(
    c.testamenteiros.filter((t) => t.premioPercentual !== undefined).map((t) => t.pessoaId),
  );
  return c.formalidades.testemunhaIds.flatMap((id) => {
    const papel = beneficiaries.has(id)
      ? 'beneficiário(a)'
      : paid.has(id)
        ? 'testamenteiro(a) remunerado(a)'
        : undefined;
    return papel
      ? [
          result(
            'TESTEM_BENEF',
            'erro',
            '1.801, II',
            M.TESTEM_BENEF(nome(c, id), agreedFor(c, id, papel)),
          ),
        ]
      : [];
  });
};

/** TESTEM_INTERPOSTA: a witness's spouse, ascendant, descendant or sibling benefits: void (1.802). */
export const checkTestemInterposta: Rule = (c) => {
  const beneficiaries = beneficiaryIds(c.disposicoes);
  const out: RuleResult[] = [];
  for (const id of new Set(c.formalidades.testemunhaIds)) {
    for (const [other, tipo] of relativesOf(c, id)) {
      if (!beneficiaries.has(other)) continue;
      out.push(
        result(
          'TESTEM_INTERPOSTA',
          'erro',
          '1.802',
          M.TESTEM_INTERPOSTA(nome(c, id), nome(c, other), agreedFor(c, other, TIPO_TEXT[tipo])),
        ),
      );
    }
  }
  return out;
};

type Papel = 'conjuge' | 'descendente' | 'ascendente';

/** What W is to the testator when W is `tipo` of a family member with `papel`. */
const THROUGH_FAMILY: Partial<Record<`${Tipo}:${Papel}`, string>> = {
  'conjuge:descendente': 'genro ou nora',
  'conjuge:ascendente': 'padrasto ou madrasta',
  'filho:descendente': 'neto(a)',
  'filho:ascendente': 'irmão(ã)',
  'filho:conjuge': 'enteado(a)',
  'irmao:descendente': 'filho(a)',
  'irmao:ascendente': 'tio(a)',
  'irmao:conjuge': 'cunhado(a)',
  'pai_mae:conjuge': 'sogro(a)',
  'neto:ascendente': 'sobrinho(a)',
  'neto:descendente': 'bisneto(a)',
};

const KIN_WORDS =
  /^(?:pai|m[ãa]e|filh[oa]|irm[ãa]o?|av[ôóo]|net[oa]|bisav[ôóo]|bisnet[oa]|ti[oa]|sobrinh[oa]|c[ôo]njuge|espos[oa]|marido|mulher|companheir[oa]|sogr[oa]|genro|nora|cunhad[oa]|entead[oa]|padrasto|madrasta)$/i;

function familyRoles(c: TestamentContent): Map<string, Papel> {
  const roles = new Map<string, Papel>();
  if (c.familia.conjuge) roles.set(c.familia.conjuge.pessoaId, 'conjuge');
  for (const d of c.familia.descendentes) roles.set(d.pessoaId, 'descendente');
  for (const a of c.familia.ascendentes) roles.set(a.pessoaId, 'ascendente');
  return roles;
}

const ROLE_TEXT: Record<Papel, string> = {
  conjuge: 'cônjuge ou companheiro(a)',
  descendente: 'descendente',
  ascendente: 'ascendente',
};

/** How a witness is related to the testator, if the will tells (228 V). */
function kinshipToTestator(c: TestamentContent, id: string): string | undefined {
  const roles = familyRoles(c);
  const own = roles.get(id);
  if (own) return ROLE_TEXT[own];
  const relacao = pessoa(c, id)?.relacao?.trim() ?? '';
  if (KIN_WORDS.test(relacao)) return relacao.toLocaleLowerCase('pt-BR');
  for (const [other, tipo] of relativesOf(c, id)) {
    const papel = roles.get(other);
    // `tipo` is what `other` is to the witness; the witness is its inverse to `other`.
    const text = papel ? THROUGH_FAMILY[`${INVERSE[tipo]}:${papel}`] : undefined;
    if (text) return text;
  }
  return undefined;
}

/** TESTEM_PARENTE: a witness is a close relative of the testator (228 V). */
export const checkTestemParente: Rule = (c) =>
  [...new Set(c.formalidades.testemunhaIds)].flatMap((id) => {
    const vinculo = kinshipToTestator(c, id);
    return vinculo
      ? [
          result(
            'TESTEM_PARENTE',
            'alerta',
            '228, V',
            M.TESTEM_PARENTE(nome(c, id), agreedFor(c, id, vinculo)),
          ),
        ]
      : [];
  });

/** TESTEM_IDADE: a witness under 18 is an alert, under 16 an error (228 I). */
export const checkTestemIdade: Rule = (c) =>
  c.formalidades.testemunhaIds.flatMap((id) => {
    const nascimento = pessoa(c, id)?.dataNascimento;
    if (!nascimento) return [];
    const idade = ageOn(nascimento, c.formalidades.data);
    if (idade < 16)
      return [result('TESTEM_IDADE', 'erro', '228, I', M.TESTEM_IDADE_MENOR16(nome(c, id)))];
    if (idade < 18)
      return [result('TESTEM_IDADE', 'alerta', '228, I', M.TESTEM_IDADE_MENOR18(nome(c, id)))];
    return [];
  });

/** TESTEM_TESTADOR: the testator, or the same person twice, listed as witness. */
export const checkTestemTestador: Rule = (c) => {
  const out: RuleResult[] = [];
  const seen = new Set<string>();
  const testadorNome = c.testador.nome.toLocaleLowerCase('pt-BR');
  for (const id of c.formalidades.testemunhaIds) {
    const p = pessoa(c, id);
    const keys = [
      id,
      ...(p?.cpf ? [`cpf:${p.cpf}`] : []),
      ...(p ? [`nome:${p.nome.toLocaleLowerCase('pt-BR')}`] : []),
    ];
    const isTestador =
      p?.cpf === c.testador.cpf || p?.nome.toLocaleLowerCase('pt-BR') === testadorNome;
    if (isTestador || keys.some((k) => seen.has(k))) {
      out.push(
        result(
          'TESTEM_TESTADOR',
          'erro',
          'lógica',
          M.TESTEM_TESTADOR(p?.nome ?? id, c.testador.sexo),
        ),
      );
    }
    for (const k of keys) seen.add(k);
  }
  return out;
};

/** TESTEM_QTD: particular needs 3 distinct witnesses, público 2 (1.876, 1.864). */
export const checkTestemQtd: Rule = (c) => {
  const { forma, testemunhaIds } = c.formalidades;
  const precisa = forma === 'particular' ? 3 : 2;
  const tem = new Set(testemunhaIds).size;
  return tem < precisa
    ? [
        result(
          'TESTEM_QTD',
          'erro',
          forma === 'particular' ? '1.876' : '1.864',
          M.TESTEM_QTD(forma, precisa, tem),
        ),
      ]
    : [];
};
