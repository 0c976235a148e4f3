/**
 * Compares a will (the engine's JSON, people by id) with a story's facts (people by name), field
 * by field. Every difference names the topic that should have filled the field.
 */
import type { TestamentContent } from '@legado/contract';
import type { Topic, WillFacts } from './story.ts';
import { fold, looselyContains } from './text.ts';

/** One field that differs. `accents` means equal but for accents, capitals or an abbreviation. */
export interface Difference {
  topic: Topic;
  field: string;
  expected: string;
  actual: string;
  kind: 'missing' | 'wrong' | 'accents' | 'extra';
}

const show = (v: unknown): string =>
  v === undefined || v === null || v === '' ? '∅' : typeof v === 'string' ? v : JSON.stringify(v);

/** The part of the estate the testator may leave freely, as the facts imply it. */
export function factsDisponivel(f: WillFacts): number {
  const heirs =
    Boolean(f.conjuge) ||
    (f.filhos ?? []).some((c) => c.vivo !== false) ||
    (f.netos ?? []).length > 0 ||
    (f.ascendentes ?? []).length > 0;
  return heirs ? 50 : 100;
}

class Differ {
  readonly out: Difference[] = [];
  constructor(private readonly content: TestamentContent) {}

  name(id: string | undefined): string | undefined {
    return id ? this.content.pessoas.find((p) => p.id === id)?.nome : undefined;
  }

  /** Exact comparison; a difference only in accents or case is told apart. */
  eq(topic: Topic, field: string, expected: unknown, actual: unknown): void {
    if (expected === undefined && (actual === undefined || actual === '')) return;
    if (expected === actual) return;
    const kind =
      actual === undefined || actual === ''
        ? 'missing'
        : expected === undefined
          ? 'extra'
          : typeof expected === 'string' &&
              typeof actual === 'string' &&
              fold(expected) === fold(actual)
            ? 'accents'
            : 'wrong';
    this.out.push({ topic, field, expected: show(expected), actual: show(actual), kind });
  }

  /** Free text: every meaningful word of the expected text is there. */
  loose(topic: Topic, field: string, expected: string | undefined, actual: string | undefined) {
    if (!expected && !actual) return;
    if (expected && actual && looselyContains(actual, expected)) return;
    const kind = !actual ? 'missing' : !expected ? 'extra' : 'wrong';
    this.out.push({ topic, field, expected: show(expected), actual: show(actual), kind });
  }
}

function testador(d: Differ, f: WillFacts, c: TestamentContent): void {
  const t = c.testador;
  const e = f.testador;
  d.eq('nome', 'testador.nome', e.nome, t.nome);
  d.eq('cpf', 'testador.cpf', e.cpf, t.cpf);
  d.eq('nascimento', 'testador.dataNascimento', e.dataNascimento, t.dataNascimento);
  d.eq('naturalidade', 'testador.naturalidade', e.naturalidade, t.naturalidade);
  const nat = (v: string) => fold(v).replace(/[oa]$/, '');
  if (nat(e.nacionalidade) !== nat(t.nacionalidade))
    d.eq('nacionalidade', 'testador.nacionalidade', e.nacionalidade, t.nacionalidade);
  d.eq('profissao', 'testador.profissao', e.profissao, t.profissao);
  const addr = e.endereco;
  const got = t.endereco;
  const apto = (v: string | undefined) =>
    v === undefined ? undefined : fold(v).replace(/^(apartamento|apto\.?|ap\.?)\s*/, 'apto ');
  // "Av." and "Avenida" are the same street: told apart like accents, not as a wrong value.
  const street = (v: string) =>
    fold(v)
      .replace(/^av\.?(?= )/, 'avenida')
      .replace(/^r\.?(?= )/, 'rua')
      .replace(/^tv\.?(?= )/, 'travessa');
  if (street(addr.logradouro) === street(got.logradouro) && addr.logradouro !== got.logradouro)
    d.out.push({
      topic: 'endereco',
      field: 'endereco.logradouro',
      expected: addr.logradouro,
      actual: got.logradouro,
      kind: 'accents',
    });
  else d.eq('endereco', 'endereco.logradouro', addr.logradouro, got.logradouro);
  d.eq('endereco', 'endereco.numero', addr.numero, got.numero);
  if (apto(addr.complemento) !== apto(got.complemento))
    d.eq('endereco', 'endereco.complemento', addr.complemento, got.complemento);
  d.eq('endereco', 'endereco.bairro', addr.bairro, got.bairro);
  d.eq('endereco', 'endereco.cidade', addr.cidade, got.cidade);
  d.eq('endereco', 'endereco.uf', addr.uf, got.uf);
  d.eq('endereco', 'endereco.cep', addr.cep, got.cep);
  const cap = e.capacidade ?? { sabeLer: true, podeAssinar: true, deficienciaVisualTotal: false };
  d.eq('capacidade', 'capacidade.sabeLer', cap.sabeLer, t.capacidade.sabeLer);
  d.eq('capacidade', 'capacidade.podeAssinar', cap.podeAssinar, t.capacidade.podeAssinar);
  d.eq(
    'capacidade',
    'capacidade.deficienciaVisualTotal',
    cap.deficienciaVisualTotal,
    t.capacidade.deficienciaVisualTotal,
  );
  d.eq(
    'proprio',
    'capacidade.declaraPlenoDiscernimento',
    true,
    t.capacidade.declaraPlenoDiscernimento,
  );
}

function familia(d: Differ, f: WillFacts, c: TestamentContent): void {
  d.eq(
    'anteriores',
    'familia.testamentosAnteriores',
    f.testamentosAnteriores ?? false,
    c.familia.testamentosAnteriores,
  );
  d.eq('revogar', 'revogacao', f.revogacao ?? 'total', c.revogacao.tipo);
  d.eq('estado_civil', 'testador.estadoCivil', f.testador.estadoCivil, c.testador.estadoCivil);
  const cj = c.familia.conjuge;
  d.eq('conjuge_nome', 'conjuge.tipo', f.conjuge?.tipo, cj?.tipo);
  d.eq('conjuge_nome', 'conjuge.nome', f.conjuge?.nome, d.name(cj?.pessoaId));
  d.eq('regime', 'conjuge.regimeBens', f.conjuge?.regimeBens, cj?.regimeBens);
  d.eq(
    'uniao_formalizada',
    'conjuge.uniaoFormalizada',
    f.conjuge?.uniaoFormalizada,
    cj?.uniaoFormalizada,
  );

  const kids = c.familia.descendentes.filter((x) => x.grau === 'filho');
  const expectedKids = f.filhos ?? [];
  const n = Math.max(kids.length, expectedKids.length);
  for (let i = 0; i < n; i++) {
    const e = expectedKids[i];
    const a = kids[i];
    const p = c.pessoas.find((x) => x.id === a?.pessoaId);
    d.eq('filhos', `filhos[${i}].nome`, e?.nome, p?.nome);
    if (e?.dataNascimento || p?.dataNascimento)
      d.eq('filhos', `filhos[${i}].dataNascimento`, e?.dataNascimento, p?.dataNascimento);
    if (e && a) {
      d.eq('filhos', `filhos[${i}].vivo`, e.vivo ?? true, a.vivo);
      if (a.vivo) d.eq('filhos_menores', `filhos[${i}].menor`, e.menor, a.menor);
    }
  }
  const netos = c.familia.descendentes.filter((x) => x.grau === 'neto');
  const expectedNetos = f.netos ?? [];
  for (let i = 0; i < Math.max(netos.length, expectedNetos.length); i++) {
    d.eq('netos', `netos[${i}].nome`, expectedNetos[i]?.nome, d.name(netos[i]?.pessoaId));
    d.eq('netos', `netos[${i}].filhoDe`, expectedNetos[i]?.filhoDe, d.name(netos[i]?.filhoDeId));
  }
  const asc = c.familia.ascendentes;
  const expectedAsc = f.ascendentes ?? [];
  for (let i = 0; i < Math.max(asc.length, expectedAsc.length); i++) {
    d.eq('pais', `ascendentes[${i}].nome`, expectedAsc[i]?.nome, d.name(asc[i]?.pessoaId));
    d.eq('pais', `ascendentes[${i}].grau`, expectedAsc[i]?.grau, asc[i]?.grau);
  }
}

const round = (x: number) => Math.round(x * 100) / 100;

function disposicoes(d: Differ, f: WillFacts, c: TestamentContent): void {
  const factsDisp = factsDisponivel(f);
  const willDisp = c.derivados.disponivelPercentual;
  const expected = new Map(
    (f.heranca ?? []).map((h) => [
      fold(h.beneficiario),
      { ...h, total: round(h.base === 'total' ? h.percentual : (h.percentual * factsDisp) / 100) },
    ]),
  );
  const seen = new Set<string>();
  for (const h of c.disposicoes.heranca) {
    const nome = d.name(h.beneficiarioId) ?? h.beneficiarioId;
    const key = fold(nome);
    seen.add(key);
    const e = expected.get(key);
    const total = round(h.base === 'total' ? h.percentual : (h.percentual * willDisp) / 100);
    const field = `heranca[${nome}]`;
    if (!e) {
      d.eq('heranca', field, undefined, `${total}% do total`);
      continue;
    }
    d.eq('heranca', `${field}.beneficiario`, e.beneficiario, nome);
    // Thirds and the like: 33,33% and 1/3 are the same share.
    if (Math.abs(e.total - total) > 0.05)
      d.eq('heranca', `${field}.parteDoTotal`, `${e.total}%`, `${total}%`);
    d.eq('substitutos', `${field}.substituto`, e.substituto, d.name(h.substitutoId));
    const p = c.pessoas.find((x) => x.id === h.beneficiarioId);
    if (e.cnpj) d.eq('cnpj', `${field}.cnpj`, e.cnpj, p?.cnpj);
  }
  for (const [key, e] of expected)
    if (!seen.has(key))
      d.eq('heranca', `heranca[${e.beneficiario}]`, `${e.total}% do total`, undefined);

  const gifts = c.disposicoes.legados;
  const expectedGifts = f.legados ?? [];
  const used = new Set<number>();
  for (const e of expectedGifts) {
    const i = gifts.findIndex(
      (g, idx) => !used.has(idx) && fold(d.name(g.beneficiarioId) ?? '') === fold(e.beneficiario),
    );
    const field = `legados[${e.beneficiario}]`;
    if (i < 0) {
      d.eq('legados', field, `${e.descricao} → ${e.beneficiario}`, undefined);
      continue;
    }
    used.add(i);
    const g = gifts[i]!;
    d.eq('legados', `${field}.beneficiario`, e.beneficiario, d.name(g.beneficiarioId));
    d.loose('legados', `${field}.descricao`, e.descricao, g.descricao);
    d.eq('substitutos', `${field}.substituto`, e.substituto, d.name(g.substitutoId));
    const p = c.pessoas.find((x) => x.id === g.beneficiarioId);
    if (e.cnpj) d.eq('cnpj', `${field}.cnpj`, e.cnpj, p?.cnpj);
  }
  gifts.forEach((g, i) => {
    if (!used.has(i))
      d.eq('legados', `legados[${i}]`, undefined, `${g.descricao} → ${d.name(g.beneficiarioId)}`);
  });

  const clauses = c.disposicoes.clausulasRestritivas;
  const tipos = [...new Set(clauses.flatMap((x) => x.tipos))].sort().join(', ');
  const alcances = new Set(clauses.map((x) => x.alcance));
  const alcance = alcances.size === 2 ? 'ambas' : [...alcances][0];
  // Clauses appear in the will only once their reach is known (clausulas_alcance), so a blank
  // is charged to that question, a wrong value to the clauses question.
  const expectedTipos = f.clausulas ? [...f.clausulas.tipos].sort().join(', ') : undefined;
  d.eq(
    tipos || !expectedTipos ? 'clausulas' : 'clausulas_alcance',
    'clausulas.tipos',
    expectedTipos,
    tipos,
  );
  d.eq('clausulas_alcance', 'clausulas.alcance', f.clausulas?.alcance, alcance);
}

function pessoasDoTestamento(d: Differ, f: WillFacts, c: TestamentContent): void {
  const tut = c.tutela;
  d.eq(
    'tutor',
    'tutela.tutores',
    f.tutela?.tutores.join(', '),
    tut?.tutorIds.map((id) => d.name(id)).join(', '),
  );
  if (f.tutela && tut) {
    d.eq(
      'outro_genitor',
      'tutela.outroGenitorVivo',
      f.tutela.outroGenitorVivo,
      tut.outroGenitorVivo,
    );
    // Whether the other parent agrees is not asked: a will cannot record it (1.729 par. ún.).
  }
  const ex = f.testamenteiros ?? [];
  d.eq(
    'testamenteiro',
    'testamenteiros',
    ex.map((x) => x.nome).join(', '),
    c.testamenteiros.map((x) => d.name(x.pessoaId)).join(', '),
  );
  c.testamenteiros.forEach((t, i) => {
    d.eq(
      'testamenteiro_premio',
      `testamenteiros[${i}].premio`,
      ex[i]?.premioPercentual,
      t.premioPercentual,
    );
    if (ex[i]?.posseBens !== undefined)
      d.eq('testamenteiro_posse', `testamenteiros[${i}].posseBens`, ex[i]?.posseBens, t.posseBens);
  });
  const np = c.naoPatrimoniais;
  const w = f.desejos ?? {};
  d.loose('desejos', 'desejos.funeral', w.funeral, np.funeral);
  d.loose('desejos', 'desejos.doacaoOrgaos', w.doacaoOrgaos, np.doacaoOrgaos);
  d.loose('desejos', 'desejos.animais', w.animais, np.animais);
  d.loose('desejos', 'desejos.ativosDigitais', w.ativosDigitais, np.ativosDigitais);
  const msgs = w.mensagens ?? [];
  for (let i = 0; i < Math.max(msgs.length, np.mensagens.length); i++)
    d.loose('desejos', `desejos.mensagens[${i}]`, msgs[i], np.mensagens[i]);
}

function formalidades(d: Differ, f: WillFacts, c: TestamentContent): void {
  const fo = c.formalidades;
  d.eq('forma', 'forma', f.forma, fo.forma);
  d.eq('local', 'local.cidade', f.local.cidade, fo.cidade);
  d.eq('local', 'local.uf', f.local.uf, fo.uf);
  const n = Math.max(f.testemunhas.length, fo.testemunhaIds.length);
  for (let i = 0; i < n; i++) {
    const e = f.testemunhas[i];
    const p = c.pessoas.find((x) => x.id === fo.testemunhaIds[i]);
    d.eq('testemunhas', `testemunhas[${i}].nome`, e?.nome, p?.nome);
    d.eq('testemunhas', `testemunhas[${i}].cpf`, e?.cpf, p?.cpf);
    d.eq('testemunhas', `testemunhas[${i}].dataNascimento`, e?.dataNascimento, p?.dataNascimento);
  }
}

/** Every field of the will that differs from the facts. */
export function compareWill(facts: WillFacts, content: TestamentContent): Difference[] {
  const d = new Differ(content);
  testador(d, facts, content);
  familia(d, facts, content);
  disposicoes(d, facts, content);
  pessoasDoTestamento(d, facts, content);
  formalidades(d, facts, content);
  return d.out;
}

/** Every name the facts allow in the registry. */
export function allowedNames(f: WillFacts): string[] {
  return [
    ...(f.conjuge ? [f.conjuge.nome] : []),
    ...(f.filhos ?? []).map((x) => x.nome),
    ...(f.netos ?? []).map((x) => x.nome),
    ...(f.ascendentes ?? []).map((x) => x.nome),
    ...(f.heranca ?? []).flatMap((h) => [h.beneficiario, ...(h.substituto ? [h.substituto] : [])]),
    ...(f.legados ?? []).flatMap((h) => [h.beneficiario, ...(h.substituto ? [h.substituto] : [])]),
    ...(f.tutela?.tutores ?? []),
    ...(f.testamenteiros ?? []).map((x) => x.nome),
    ...f.testemunhas.map((x) => x.nome),
    ...(f.outrasPessoas ?? []),
  ];
}
