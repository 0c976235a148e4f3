import { describe, expect, it } from 'vitest';
import { describePrompt, type initialState } from './assistant.ts';
import { IDENTITY, play, singlePersonUntil } from './conversation-test-helpers.ts';
import { runTurn } from './interview-engine.ts';
import { applicableQuestions } from './questions/catalogue.ts';
import { answerFaq } from './faq.ts';

const ctx = { today: '2025-05-10' };
/** The shared single person up to his birthplace: name, CPF 529.982.247-25, born 15/06/1975. */
const UP_TO_BIRTHPLACE = singlePersonUntil('naturalidade');

function withoutBookkeeping(state: ReturnType<typeof initialState>) {
  const { turns: _t, attempts: _a, pending: _p, ...rest } = state;
  return rest;
}

describe('the welcome', () => {
  it('explains what a will does, that this is not legal advice, and asks the first question', () => {
    const r = runTurn(undefined, { kind: 'start' }, ctx);
    const text = r.replies.join('\n');
    expect(text).toContain('não é aconselhamento jurídico');
    expect(text).toContain('Etapa 1 de 10');
    expect(text).toContain('este testamento é seu');
    expect(r.testamentJson).toBeUndefined();
  });
  it('a second start repeats the pending question without a new welcome', () => {
    const first = runTurn(undefined, { kind: 'start' }, ctx);
    const again = runTurn(first.state, { kind: 'start' }, ctx);
    expect(again.replies).toHaveLength(1);
    expect(again.replies[0]).toContain('Etapa 1 de 10');
  });
});

describe('answers it cannot use', () => {
  it('get a short re-ask with an example and leave the state as it was', () => {
    const { state } = play(singlePersonUntil('cpf'));
    const r = runTurn(state, { kind: 'message', text: '123.456.789-00' }, ctx);
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toContain('Exemplo:');
    expect(withoutBookkeeping(r.state)).toEqual(withoutBookkeeping(state));
    expect(r.state.attempts).toBe(1);
  });
  it('refuse someone under 16 on the spot', () => {
    const { state } = play(singlePersonUntil('nascimento'));
    const r = runTurn(state, { kind: 'message', text: '01/01/2012' }, ctx);
    expect(r.replies[0]).toContain('16 anos');
    expect(r.state.draft.testador.dataNascimento).toBeUndefined();
  });
  it('refuse to go on when the will is not the person’s own', () => {
    const r = play(['não']).last;
    expect(r.replies[0]).toContain('ato pessoal');
    expect(r.state.current).toBe('proprio');
  });
});

describe('asks only what applies', () => {
  it('asks no spouse questions of a single person and no tutor without minor children', () => {
    const { state, allReplies } = play([
      ...singlePersonUntil('filhos'),
      'Ana Souza Mendes, 01/01/1990',
    ]);
    const keys = applicableQuestions(state).map((q) => q.key);
    expect(keys).not.toContain('conjuge_nome');
    expect(keys).not.toContain('regime');
    expect(keys).not.toContain('tutor');
    expect(keys).not.toContain('pais');
    expect(allReplies.join('\n')).not.toContain('cônjuge?');
  });
  it('asks for the nationality only of someone born abroad', () => {
    const { state, last } = play([...UP_TO_BIRTHPLACE, 'Lisboa, Portugal']);
    expect(last.replies.at(-1)).toContain('nacionalidade');
    const next = runTurn(state, { kind: 'message', text: 'portuguesa' }, ctx);
    expect(next.state.draft.testador.nacionalidade).toBe('portuguesa');
  });
  it('never asks the CPF again when it came with the name', () => {
    const { last } = play([
      ...singlePersonUntil('nome'),
      'Carlos Alberto Mendes, CPF 529.982.247-25',
    ]);
    expect(last.state.draft.testador.cpf).toBe('52998224725');
    expect(last.replies.at(-1)).toContain('data de nascimento');
  });
});

describe('commands', () => {
  it('"voltar" goes to the previous question and keeps the answers', () => {
    const { state } = play(UP_TO_BIRTHPLACE);
    const back = runTurn(state, { kind: 'message', text: 'voltar' }, ctx);
    expect(back.state.current).toBe('nascimento');
    expect(back.state.draft.testador.dataNascimento).toBe('1975-06-15');
    const again = runTurn(back.state, { kind: 'message', text: '16/06/1975' }, ctx);
    expect(again.state.draft.testador.dataNascimento).toBe('1975-06-16');
    expect(again.state.current).toBe('naturalidade');
  });
  it('"resumo" lists what is known and repeats the question', () => {
    const { state } = play(UP_TO_BIRTHPLACE);
    const r = runTurn(state, { kind: 'message', text: 'resumo' }, ctx);
    expect(r.replies[0]).toContain('Carlos Alberto Mendes');
    expect(r.replies[0]).toContain('529.982.247-25');
    expect(r.replies[1]).toContain('Em que cidade');
  });
  it('"recomeçar" asks for confirmation; "não" keeps everything, "sim" starts over', () => {
    const { state } = play(UP_TO_BIRTHPLACE);
    const ask = runTurn(state, { kind: 'message', text: 'recomeçar' }, ctx);
    expect(ask.replies[0]).toContain('Tem certeza');
    const cancel = runTurn(ask.state, { kind: 'message', text: 'não' }, ctx);
    expect(cancel.state.draft.testador.nome).toBe('Carlos Alberto Mendes');
    const ask2 = runTurn(cancel.state, { kind: 'message', text: 'recomecar' }, ctx);
    const reset = runTurn(ask2.state, { kind: 'message', text: 'sim' }, ctx);
    expect(reset.state.draft.testador.nome).toBeUndefined();
    expect(reset.state.current).toBe('proprio');
  });
  it('"pular" skips optional questions only', () => {
    const { state } = play(singlePersonUntil('profissao'));
    const skipped = runTurn(state, { kind: 'message', text: 'pular' }, ctx);
    expect(skipped.state.current).toBe('endereco');
    const refused = runTurn(skipped.state, { kind: 'message', text: 'pular' }, ctx);
    expect(refused.replies[0]).toContain('necessária');
    expect(refused.state.current).toBe('endereco');
  });
  it('"alterar" without a section asks which one', () => {
    const { state } = play(UP_TO_BIRTHPLACE);
    const r = runTurn(state, { kind: 'message', text: 'alterar' }, ctx);
    expect(r.replies[0]).toContain('Qual parte');
  });
  it('"alterar cpf" jumps there and comes back to where the user was', () => {
    const { state } = play(singlePersonUntil('endereco'));
    const jump = runTurn(state, { kind: 'message', text: 'corrigir o cpf' }, ctx);
    expect(jump.state.current).toBe('cpf');
    expect(jump.replies.join('\n')).toContain('Hoje está: 52998224725');
    const fixed = runTurn(jump.state, { kind: 'message', text: '111.444.777-35' }, ctx);
    const walked = ['nascimento', 'naturalidade', 'profissao'].reduce(
      (s) => runTurn(s, { kind: 'message', text: 'manter' }, ctx).state,
      fixed.state,
    );
    expect(walked.draft.testador.cpf).toBe('11144477735');
    expect(walked.current).toBe('endereco');
  });
});

describe('the FAQ', () => {
  it.each([
    ['o que é legítima?', 'metade do patrimônio'],
    ['por que precisa do meu CPF?', 'identifica'],
    ['quantas testemunhas?', '3 testemunhas'],
    ['O que é testamenteiro?', 'cumprir o testamento'],
    ['posso mudar depois?', 'revogar'],
  ])('answers "%s" and repeats the pending question', (question, expected) => {
    const { state } = play(singlePersonUntil('nome'));
    const r = runTurn(state, { kind: 'message', text: question }, ctx);
    expect(r.replies[0]).toContain(expected);
    expect(r.replies[1]).toContain('nome completo');
    expect(r.state.draft).toEqual(state.draft);
  });
  it('does not treat plain answers as questions', () => {
    expect(answerFaq('Carlos Alberto Mendes')).toBeUndefined();
    expect(answerFaq('sim')).toBeUndefined();
  });
  it('says so when it cannot answer a question', () => {
    const { state } = play(singlePersonUntil('nome'));
    const r = runTurn(state, { kind: 'message', text: 'qual é a capital da França?' }, ctx);
    expect(r.replies[0]).toContain('não sei responder');
  });
});

describe('forms', () => {
  it('ask the web to open the form with a marker and accept the submission with the same validation', () => {
    const { state, last } = play(singlePersonUntil('filhos'));
    expect(last.replies.at(-1)).toContain('[FORMULARIO:filhos]');
    expect(describePrompt(state)).toMatchObject({
      etapa: 3,
      totalEtapas: 10,
      secao: 'Família',
      formulario: 'filhos',
    });
    const bad = runTurn(
      state,
      { kind: 'form', name: 'filhos', values: { itens: [{ nome: '123' }] } },
      ctx,
    );
    expect(bad.state.draft.descendentes).toEqual([]);
    expect(bad.replies[0]).toContain('Corrija no formulário');
    expect(bad.formOutcome).toBe('refused');
    const wrong = runTurn(state, { kind: 'form', name: 'testemunhas', values: { itens: [] } }, ctx);
    expect(wrong.replies[0]).toContain('não corresponde');
    expect(wrong.formOutcome).toBe('refused');
    const junk = runTurn(state, { kind: 'form', name: 'filhos', values: 'lixo' }, ctx);
    expect(junk.replies[0]).toContain('formulário');
    const good = runTurn(
      state,
      {
        kind: 'form',
        name: 'filhos',
        values: { itens: [{ nome: 'ana souza', dataNascimento: '2015-01-01' }] },
      },
      ctx,
    );
    expect(good.state.draft.descendentes).toEqual([
      { pessoaId: 'p1', grau: 'filho', vivo: true, menor: true },
    ]);
    expect(good.state.draft.pessoas[0]?.nome).toBe('Ana Souza');
    expect(good.formOutcome).toBe('accepted');
    // A typed answer is not a form: no outcome of that kind.
    expect(runTurn(state, { kind: 'message', text: 'não' }, ctx).formOutcome).toBeUndefined();
  });
});

describe('list forms', () => {
  /** Divorced, one adult child. */
  const divorced = { estado_civil: 'divorciado', filhos: 'Ana Souza Mendes, 01/01/1990' };
  const upToShares = singlePersonUntil('heranca', divorced);
  it('the beneficiaries form goes through the same rules: 80% refused, 50% accepted', () => {
    const { state, last } = play(upToShares);
    expect(last.replies.at(-1)).toContain('[FORMULARIO:beneficiarios]');
    const refused = runTurn(
      state,
      {
        kind: 'form',
        name: 'beneficiarios',
        values: { itens: [{ nome: 'Joaquim Souza Filho', percentual: 80 }] },
      },
      ctx,
    );
    expect(refused.replies[0]).toContain('50%');
    // Above the disponível it may still be kept, knowingly: that answer is typed in the chat.
    expect(refused.replies[0]).toContain('manter mesmo assim');
    expect(refused.formOutcome).toBe('confirm');
    expect(refused.state.draft.heranca).toEqual([]);
    expect(refused.state.draft.pessoas).toEqual(state.draft.pessoas);
    const accepted = runTurn(
      state,
      {
        kind: 'form',
        name: 'beneficiarios',
        values: { itens: [{ nome: 'Joaquim Souza Filho', percentual: '50%' }] },
      },
      ctx,
    );
    expect(accepted.state.draft.heranca).toEqual([
      { beneficiarioId: 'p2', percentual: 50, base: 'total' },
    ]);
  });
  it('the gifts form registers the beneficiary once', () => {
    const { state } = play(singlePersonUntil('legados', { ...divorced, heranca: 'nenhum' }));
    const r = runTurn(
      state,
      {
        kind: 'form',
        name: 'legados',
        values: { itens: [{ descricao: 'meu piano', beneficiario: 'Ana' }] },
      },
      ctx,
    );
    expect(r.state.draft.legados).toEqual([
      { beneficiarioId: 'p1', descricao: 'o piano', tipo: 'objeto' },
    ]);
  });
  it('the witnesses form refuses a beneficiary and an invalid CPF, and accepts good witnesses', () => {
    const { state } = play(
      singlePersonUntil('testemunhas', {
        ...divorced,
        heranca: '50% para Joaquim Souza Filho',
        substitutos: 'não',
        testamenteiro: 'pular',
      }),
    );
    expect(describePrompt(state).formulario).toBe('testemunhas');
    const good = [
      { nome: 'Roberto Carlos Lima', cpf: '987.654.321-00', dataNascimento: '1970-01-20' },
      { nome: 'Juliana Pereira Santos', cpf: '24681357928', dataNascimento: '02/11/1985' },
    ];
    const withBenef = runTurn(
      state,
      {
        kind: 'form',
        name: 'testemunhas',
        values: {
          itens: [
            ...good,
            { nome: 'Joaquim Souza Filho', cpf: '31415926590', dataNascimento: '1980-01-01' },
          ],
        },
      },
      ctx,
    );
    expect(withBenef.replies[0]).toContain('1.801');
    // Corrected in the form, which stays open (the question still asks for it), not by typing.
    expect(withBenef.replies[0]).toContain('Corrija no formulário');
    expect(withBenef.replies[0]).not.toContain('Exemplo:');
    expect(describePrompt(withBenef.state).formulario).toBe('testemunhas');
    expect(withBenef.state.draft.testemunhaIds).toEqual(state.draft.testemunhaIds);
    const badCpf = runTurn(
      state,
      {
        kind: 'form',
        name: 'testemunhas',
        values: {
          itens: [
            ...good,
            { nome: 'Fábio Nunes Prado', cpf: '31415926591', dataNascimento: '1980-01-01' },
          ],
        },
      },
      ctx,
    );
    expect(badCpf.replies[0]).toContain('CPF');
    const teen = runTurn(
      state,
      {
        kind: 'form',
        name: 'testemunhas',
        values: {
          itens: [
            ...good,
            { nome: 'Fábio Nunes Prado', cpf: '31415926590', dataNascimento: '2008-01-01' },
          ],
        },
      },
      ctx,
    );
    expect(teen.state.draft.testemunhaIds).toHaveLength(3);
    expect(teen.replies[0]).toContain('menos de 18 anos');
  });
});

describe('state', () => {
  it('survives JSON.stringify/parse and the quick replies follow the question', () => {
    const { state } = play(IDENTITY);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(describePrompt(state)).toEqual({
      etapa: 2,
      totalEtapas: 10,
      secao: 'Testamentos anteriores',
      opcoes: ['Sim', 'Não'],
    });
  });
  it('is deterministic', () => {
    const a = play(singlePersonUntil('profissao'));
    const b = play(singlePersonUntil('profissao'));
    expect(a.state).toEqual(b.state);
    expect(a.allReplies).toEqual(b.allReplies);
  });
  it('describes a damaged stored state as the first question', () => {
    expect(describePrompt({})).toMatchObject({ etapa: 1, secao: 'Identificação' });
  });
  it('treats a garbage state as a fresh start', () => {
    const r = runTurn({ foo: 1 }, { kind: 'message', text: 'oi' }, ctx);
    expect(r.replies.join('\n')).toContain('Etapa 1 de 10');
  });
});

describe('a person without the CPF at hand', () => {
  it('is told the conversation is saved and can go on later, and nothing said is lost', () => {
    const { last } = play([
      ...singlePersonUntil('cpf', { nome: 'maria das graças dos santos' }),
      'não sei meu cpf agora',
    ]);
    const reply = last.replies.join('\n');
    expect(reply).toContain('Não encontrei um CPF de 11 números.');
    expect(reply).toContain('a conversa fica salva');
    expect(last.state.draft.testador.nome).toBe('Maria das Graças dos Santos');
  });
});

describe('children typed in a sentence', () => {
  /** Married in 1980 in comunhão parcial, born in 1948 (so the wedding year is asked). */
  const upToChildren = singlePersonUntil('filhos', {
    nome: 'Maria das Graças dos Santos',
    nascimento: '3 de abril de 1948',
    anteriores: 'nunca fiz testamento',
    estado_civil: 'casada',
    conjuge_nome: 'José Carlos dos Santos',
    regime: 'comunhao parcial',
    casamento_data: '1980',
  });

  it('reads "tenho dois filhos: …" and refuses a sentence as a child’s name', () => {
    const refused = play([...upToChildren, 'meus pais já faleceram']);
    expect(refused.last.state.draft.descendentes).toEqual([]);
    expect(refused.last.replies.join('\n')).toContain('Não entendi o nome');

    const { last } = play([
      ...upToChildren,
      'tenho dois filhos: Ana Paula dos Santos e Pedro Henrique dos Santos',
    ]);
    const names = last.state.draft.descendentes.map(
      (d) => last.state.draft.pessoas.find((p) => p.id === d.pessoaId)?.nome,
    );
    expect(names).toEqual(['Ana Paula dos Santos', 'Pedro Henrique dos Santos']);
  });
});
