import { describe, expect, it } from 'vitest';
import { runTurn } from '../interview-engine.ts';
import { initialState, type InterviewState } from '../interview-state.ts';
import { answerOwnCase } from './answer.ts';
import { looksLikeOwnCaseQuestion } from './detect.ts';

const ctx = { today: '2025-05-10' };

/** Paulo: widower, Diego and Juliana, the disponível all to Juliana. */
function paulo(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = { nome: 'Paulo Henrique Barbosa', estadoCivil: 'viuvo', capacidade: {} };
  s.draft.pessoas.push(
    { id: 'p1', tipo: 'fisica', nome: 'Diego Barbosa', relacao: 'filho' },
    { id: 'p2', tipo: 'fisica', nome: 'Juliana Barbosa Freitas', relacao: 'filha' },
  );
  s.draft.descendentes.push(
    { pessoaId: 'p1', grau: 'filho', vivo: true, menor: false },
    { pessoaId: 'p2', grau: 'filho', vivo: true, menor: false },
  );
  s.draft.heranca.push({ beneficiarioId: 'p2', percentual: 100, base: 'disponivel' });
  s.answered = ['proprio', 'nome', 'estado_civil', 'filhos', 'heranca'];
  s.current = 'review';
  s.nextId = 3;
  return s;
}

/** Married (comunhão parcial) to Rosa, two children; nothing disposed yet. */
function couple(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = { nome: 'João Carlos Souza', estadoCivil: 'casado', capacidade: {} };
  s.draft.pessoas.push(
    { id: 'p1', tipo: 'fisica', nome: 'Rosa Maria Lima', relacao: 'esposa' },
    { id: 'p2', tipo: 'fisica', nome: 'Ana Souza' },
    { id: 'p3', tipo: 'fisica', nome: 'Pedro Souza' },
  );
  s.draft.conjuge = { pessoaId: 'p1', tipo: 'casamento', regimeBens: 'comunhao_parcial' };
  s.draft.descendentes.push(
    { pessoaId: 'p2', grau: 'filho', vivo: true, menor: false },
    { pessoaId: 'p3', grau: 'filho', vivo: true, menor: true },
  );
  s.answered = ['proprio', 'nome', 'estado_civil', 'conjuge_nome', 'regime', 'filhos'];
  s.current = 'heranca';
  s.nextId = 4;
  return s;
}

describe('questions about the person’s own case', () => {
  it('tells Paulo that Diego keeps his quarter, and why', () => {
    const a = answerOwnCase(
      paulo(),
      'Então, com esse testamento, o Diego fica sem nada, certo?',
      ctx,
    );
    expect(a).toMatch(
      /^Não\. O Diego tem direito a 1\/4 \(25%\) do que você tiver, a parte dele na legítima/,
    );
    expect(a).toContain('deserdá-lo');
    expect(a).toContain('1.962');
    expect(a).toContain('fica com 1/4 (25%)');
  });

  it('reads names typed without accents or capitals and without a question mark', () => {
    const a = answerOwnCase(paulo(), 'e a juliana fica com quanto ne', ctx);
    expect(a).toContain('A Juliana tem direito a 1/4 (25%)');
    expect(a).toContain('fica com 3/4 (75%)');
  });

  it('answers how much the spouse gets, with the meação', () => {
    const a = answerOwnCase(couple(), 'quanto fica pra minha esposa?', ctx);
    expect(a).toContain('A Rosa tem direito a 1/6 (16,7%) do que for seu (depois da meação)');
    expect(a).toContain('herda 1/3 (33,3%) pela lei');
    expect(a).toContain('meação, metade dos bens comuns');
  });

  it('says how much can go to one daughter when the others keep their legítima', () => {
    const a = answerOwnCase(couple(), 'posso deixar tudo pra minha filha?', ctx);
    // Ana is the one daughter (named with an a); Rosa and Pedro keep 1/6 each.
    expect(a).toMatch(/^Tudo, não: a Rosa \(1\/6\) e o Pedro \(1\/6\) têm direito/);
    expect(a).toContain('O máximo para a Ana é 2/3 (66,7%)');
    expect(
      answerOwnCase(couple(), 'posso pelo menos deixar o maximo pra minha filha?', ctx),
    ).toContain('O máximo para a Ana é 2/3');
  });

  it('explains that grandchildren do not inherit while their parents live', () => {
    const a = answerOwnCase(couple(), 'meus netos herdam?', ctx);
    expect(a).toContain('os netos não herdam pela lei');
    expect(a).toContain('art. 1.851');
  });

  it('answers a child born later with the new split', () => {
    const a = answerOwnCase(couple(), 'e se nascer um filho depois', ctx);
    expect(a).toContain('Hoje você tem 2 filhos, a Ana e o Pedro');
    expect(a).toContain('1/8 para cada filho');
    expect(a).toContain('1.973');
  });

  it('answers who keeps the house from the gifts, or from the shares', () => {
    const s = couple();
    expect(answerOwnCase(s, 'quem fica com a casa?', ctx)).toContain(
      'Você ainda não deixou esse bem para alguém em especial',
    );
    s.draft.legados.push({ beneficiarioId: 'p2', descricao: 'Casa da Rua das Flores, 10' });
    expect(answerOwnCase(s, 'quem fica com a casa', ctx)).toBe(
      'Casa da Rua das Flores, 10 fica com a Ana, como legado (art. 1.912).',
    );
  });

  it('reads chat abbreviations', () => {
    expect(answerOwnCase(couple(), 'qto fica pra mnha mulher', ctx)).toContain(
      'A Rosa tem direito',
    );
    expect(answerOwnCase(paulo(), 'o diego n fica com nada ne', ctx)).toContain(
      'O Diego tem direito a 1/4',
    );
    expect(answerOwnCase(couple(), 'qm fica c o carro?', ctx)).toContain(
      'Você ainda não deixou esse bem',
    );
  });

  it('speaks of a spouse the regime keeps out of the succession, and of a living mother', () => {
    const s = couple();
    s.draft.conjuge = { pessoaId: 'p1', tipo: 'casamento', regimeBens: 'comunhao_universal' };
    expect(answerOwnCase(s, 'minha esposa herda?', ctx)).toContain(
      'o cônjuge não herda junto com os descendentes',
    );
    const single = initialState();
    single.draft.pessoas.push({
      id: 'p1',
      tipo: 'fisica',
      nome: 'Maria das Dores',
      relacao: 'mãe',
    });
    single.draft.ascendentes.push({ pessoaId: 'p1', grau: 'mae' });
    expect(answerOwnCase(single, 'minha mae fica com quanto?', ctx)).toContain(
      'A Maria tem direito a 1/2 (50%) do que você tiver',
    );
  });

  it('before the family is told, says the most for a daughter is the disponível and her legítima part', () => {
    const s = initialState();
    s.started = true;
    const reply = answerOwnCase(
      s,
      'Entendi. Então o que eu posso fazer aqui? Posso pelo menos deixar o máximo pra minha filha?',
      ctx,
    );
    expect(reply).toMatch(/parte disponível — a metade do que você tiver/);
    expect(reply).toMatch(/parte dela na legítima/);
    expect(answerOwnCase(s, 'posso deixar tudo pro meu sobrinho?', ctx)).toMatch(
      /o máximo é a parte disponível/,
    );
  });
  it('never takes a statement for a question', () => {
    expect(looksLikeOwnCaseQuestion('o Diego fica sem nada')).toBe(false);
    expect(looksLikeOwnCaseQuestion('tudo pra juliana')).toBe(false);
    expect(looksLikeOwnCaseQuestion('quero deixar tudo pra minha filha')).toBe(false);
    expect(looksLikeOwnCaseQuestion('quero deixar tudo pra rosa, pode?')).toBe(false);
    expect(
      looksLikeOwnCaseQuestion('ana 12/03/1990 e pedro 05/06/2012, eles herdam tudo ne?'),
    ).toBe(false);
    expect(looksLikeOwnCaseQuestion('50% pra rosa e o resto pros filhos, pode ser?')).toBe(false);
    expect(answerOwnCase(paulo(), 'o Diego fica sem nada', ctx)).toBeUndefined();
  });

  it('leaves process questions to the FAQ', () => {
    expect(
      answerOwnCase(couple(), 'quem cuida dos meus filhos se eu morrer?', ctx),
    ).toBeUndefined();
    expect(answerOwnCase(couple(), 'o que é legítima?', ctx)).toBeUndefined();
    expect(answerOwnCase(couple(), 'posso fazer testamento junto com minha esposa?', ctx)).toBe(
      undefined,
    );
  });
});

describe('the engine answers own-case questions and asks again', () => {
  it('at the review, Paulo gets his answer and the review prompt', () => {
    const r = runTurn(paulo(), { kind: 'message', text: 'o diego fica sem nada, certo?' }, ctx);
    expect(r.replies[0]).toContain('O Diego tem direito a 1/4');
    expect(r.replies).toHaveLength(2);
    expect(r.state.current).toBe('review');
  });

  it('a real out-of-scope question still gets the fallback', () => {
    const r = runTurn(couple(), { kind: 'message', text: 'qual a previsao do tempo amanha?' }, ctx);
    expect(r.replies[0]).not.toContain('legítima');
  });
});
