import { describe, expect, it } from 'vitest';
import { play } from '../conversation-test-helpers.ts';
import { runTurn } from '../interview-engine.ts';
import { initialState, type InterviewState } from '../interview-state.ts';
import { explainTerms } from './glossary.ts';
import { eventIn } from './kind-words.ts';
import { answerWhy, asksWhy } from './why.ts';

const ctx = { today: '2025-05-10' };

function at(current: string): InterviewState {
  const s = initialState();
  s.started = true;
  s.current = current;
  s.answered = ['proprio', 'nome'];
  return s;
}

describe('one kind sentence for an illness told', () => {
  it('fits what was said: the illness, and a death told with it', () => {
    expect(eventIn('descobri um cancer esse ano e tenho medo')?.sentence).toBe(
      'Sinto muito pelo diagnóstico. Vamos com calma.',
    );
    const both = eventIn(
      'oi, quero fazer meu testamento pq descobri um cancer, o pai deles faleceu em 2021',
    );
    expect(both?.sentence).toContain('pelo diagnóstico e pela perda');
    expect(both?.keys.some((k) => k.startsWith('morte:'))).toBe(true);
    expect(eventIn('to fazendo quimio, quero deixar tudo certo')?.sentence).toContain(
      'diagnóstico',
    );
    expect(eventIn('tenho 2 filhos')).toBeUndefined();
  });
});

describe('one kind sentence for a death or a conflict', () => {
  it('notices deaths and conflicts typed as people type', () => {
    expect(eventIn('meu filho faleceu em 2019')?.sentence).toContain('Sinto muito pela sua perda');
    expect(eventIn('perdi minha esposa ano passado')?.key).toBe('morte:esposa');
    expect(eventIn('to brigado com meu filho')?.key).toBe('conflito:filho');
    expect(eventIn('ele me agrediu, tem boletim de ocorrencia')?.sentence).toContain(
      'Sinto muito pelo que você passou',
    );
    expect(eventIn('Ana Souza, 12/03/1990')).toBeUndefined();
    expect(eventIn('sim')).toBeUndefined();
    expect(eventIn('perdi o documento, posso mandar depois?')).toBeUndefined();
    expect(eventIn('depois do meu falecimento quem cuida?')).toBeUndefined();
  });

  it('a fight to avoid is no conflict told', () => {
    for (const t of [
      'quero deixar um testamento pra nao ter briga entre os meus filhos depois que eu for',
      'é pra evitar briga na família',
      'que eles continuem unidos, sem briga por causa de casa',
    ])
      expect(eventIn(t), t).toBeUndefined();
    expect(eventIn('meus filhos vivem em briga por causa da casa')?.key).toContain('conflito');
  });

  it('is said once per person and event, before the next question, never every turn', () => {
    const first = runTurn(
      at('nome'),
      { kind: 'message', text: 'perdi minha esposa ano passado' },
      ctx,
    );
    expect(first.replies[0]).toBe('Sinto muito pela sua perda. Vamos com calma.');
    const again = runTurn(first.state, { kind: 'message', text: 'minha esposa faleceu' }, ctx);
    expect(again.replies.join('\n')).not.toContain('Sinto muito');
    const other = runTurn(again.state, { kind: 'message', text: 'e meu pai tb ja faleceu' }, ctx);
    expect(other.replies[0]).toContain('Sinto muito');
  });

  it('is said once per deceased person, however later messages name them', () => {
    const first = runTurn(
      at('nome'),
      { kind: 'message', text: 'meu filho Marcos faleceu em 2019' },
      ctx,
    );
    expect(first.replies[0]).toBe('Sinto muito pela sua perda. Vamos com calma.');
    const byName = runTurn(
      first.state,
      { kind: 'message', text: 'o Marcos deixou dois filhos, ele faleceu em 2019' },
      ctx,
    );
    expect(byName.replies.join('\n')).not.toContain('Sinto muito');
    const known = structuredClone(byName.state);
    known.draft.pessoas.push({ id: 'p9', tipo: 'fisica', nome: 'Marcos Cavalcanti' });
    const typedLower = runTurn(
      known,
      {
        kind: 'message',
        text: 'carlos cavalcanti 12/01/1975\nmarcos cavalcanti, falecido em 2019',
      },
      ctx,
    );
    expect(typedLower.replies.join('\n')).not.toContain('Sinto muito');
  });

  it('a conflict told again about the same person is not acknowledged twice', () => {
    const first = runTurn(
      at('nome'),
      {
        kind: 'message',
        text: 'Antes de começar: eu quero deserdar meu filho Diego. Ele me agrediu em 2023.',
      },
      ctx,
    );
    expect(first.replies[0]).toContain('Sinto muito pelo que você passou');
    const known = structuredClone(first.state);
    known.draft.pessoas.push({ id: 'p9', tipo: 'fisica', nome: 'Diego Barbosa' });
    const again = runTurn(
      known,
      {
        kind: 'message',
        text: 'Diego Barbosa, 17/01/1985 (é o que me agrediu)\nJuliana Barbosa Freitas, 08/08/1988',
      },
      ctx,
    );
    expect(again.replies.join('\n')).not.toContain('Sinto muito');
    const cause = runTurn(again.state, { kind: 'message', text: 'Agressão física' }, ctx);
    expect(cause.replies.join('\n')).not.toContain('Sinto muito');
  });
});

describe('legal terms explained the first time', () => {
  it('adds a few words after the first use only', () => {
    const first = explainTerms(['A parte dele na legítima é 1/4. A legítima não muda.'], []);
    expect(first.replies[0]).toBe(
      'A parte dele na legítima (a metade dos bens que a lei guarda para os herdeiros necessários) é 1/4. A legítima não muda.',
    );
    expect(first.explained).toEqual(['legitima']);
    const later = explainTerms(['Sobre a legítima: nada muda.'], first.explained);
    expect(later.replies[0]).toBe('Sobre a legítima: nada muda.');
  });

  it('leaves a term alone when the text already explains it or only quotes it', () => {
    const faq = explainTerms(['A legítima é a metade do patrimônio…'], []);
    expect(faq.replies[0]).toBe('A legítima é a metade do patrimônio…');
    expect(faq.explained).toContain('legitima');
    const welcome = explainTerms(['pergunte (ex.: "o que é legítima?")'], []);
    expect(welcome.replies[0]).toBe('pergunte (ex.: "o que é legítima?")');
    expect(welcome.explained).toEqual([]);
    expect(explainTerms(['Qual o regime de bens? [FORMULARIO:regime]'], []).replies[0]).toBe(
      'Qual o regime de bens (as regras que dizem o que é de cada um no casamento)? [FORMULARIO:regime]',
    );
  });

  it('in a conversation, the testamenteiro is explained once', () => {
    const { allReplies } = play(['sim', 'quem é o testamenteiro?', 'o que faz o testamenteiro?']);
    const glossed = allReplies.filter((r) => r.includes('(quem cuida de cumprir o testamento)'));
    expect(glossed).toHaveLength(1);
    expect(glossed[0]).toContain('nomear um testamenteiro (quem cuida de cumprir o testamento)');
  });
});

describe('"por quê?" explains the question with its article', () => {
  it('reads why as people type it', () => {
    for (const t of [
      'por quê?',
      'pq?',
      'pq',
      'por que isso?',
      'mas por que?',
      'qual o artigo?',
      'pq precisa disso?',
      'pra que serve isso',
      'por que vc quer saber?',
    ])
      expect(asksWhy(t), t).toBe(true);
    for (const t of ['porque ele me agrediu', 'pq meu filho faleceu', 'sim'])
      expect(asksWhy(t), t).toBe(false);
  });

  it('explains the current question with its article, and asks it again', () => {
    expect(answerWhy(at('regime'), 'pq?', ctx)).toContain('art. 1.829');
    const r = runTurn(at('nascimento'), { kind: 'message', text: 'por que isso?' }, ctx);
    expect(r.replies[0]).toContain('art. 1.860');
    expect(r.state.current).toBe('nascimento');
    expect(r.state.draft.testador.dataNascimento).toBeUndefined();
  });

  it('explains the questions the law splices in: wedding year, bens particulares, disinheritance', () => {
    expect(answerWhy(at('casamento_data'), 'pq precisa disso?', ctx)).toContain('26/12/1977');
    expect(answerWhy(at('bens_particulares'), 'pq?', ctx)).toContain('art. 1.829, I');
    expect(answerWhy(at('deserdacao_fatos'), 'por que?', ctx)).toContain('art. 1.965');
    expect(answerWhy(at('legados_valor'), 'pra que serve isso', ctx)).toContain('art. 1.967');
  });

  it('at the review, gives the rules behind the alerts', () => {
    const why = answerWhy(at('review'), 'pq?', ctx);
    expect(why).toMatch(/art/);
  });
});
