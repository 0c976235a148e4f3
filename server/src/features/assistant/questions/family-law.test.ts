import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { currentQuestion } from '../interview-engine.ts';
import { inferSexo } from './family-law.ts';

/** Maria das Graças dos Santos up to her civil status (the profession can give away the sex). */
const upToCivilStatus = (nascimento: string, profissao = 'engenheiro') =>
  singlePersonUntil('estado_civil', { nome: 'Maria das Graças dos Santos', nascimento, profissao });

describe('the family facts the law needs', () => {
  it('reads the sex from the words ("casada", "viúvo") and asks once only when nothing tells', () => {
    expect(inferSexo('sou casada')).toBe('feminino');
    expect(inferSexo('Viúvo. A Regina faleceu')).toBe('masculino');
    expect(inferSexo('união estável')).toBeUndefined();
    const married = play([...upToCivilStatus('03/04/1980'), 'casada']);
    expect(married.state.draft.testador.sexo).toBe('feminino');
    // An inferred sex can be corrected.
    const fix = play([...upToCivilStatus('03/04/1980'), 'casada', 'alterar sexo']);
    expect(currentQuestion(fix.state)?.key).toBe('sexo');
    const union = play([...upToCivilStatus('03/04/1980', 'manicure'), 'moro junto com ele']);
    expect(currentQuestion(union.state)?.key).toBe('sexo');
    const answered = play([
      ...upToCivilStatus('03/04/1980', 'manicure'),
      'moro junto com ele',
      'Mulher',
    ]);
    expect(answered.state.draft.testador.sexo).toBe('feminino');
  });

  it('a 1968 marriage without a pacto is comunhão universal, said in one sentence', () => {
    const { state, results } = play([
      ...upToCivilStatus('14/02/1945', 'aposentada'),
      'casada',
      'José Carlos dos Santos',
      'não sei',
      '1968, sem pacto nenhum',
    ]);
    expect(state.draft.conjuge).toMatchObject({
      dataInicio: '1968',
      pactoAntenupcial: false,
      regimeBens: 'comunhao_universal',
    });
    expect(results.at(-1)!.replies.join('\n')).toContain('antes de 26/12/1977');
    // Nothing said about living apart: no separate question about a separação de fato.
    expect(currentQuestion(state)?.key).toBe('filhos');
  });

  it('someone born after 1961 is not asked the wedding year; a separação de fato told with the civil status is stored', () => {
    const { state, results } = play([
      ...upToCivilStatus('03/04/1980'),
      'casada, mas separada há um ano',
    ]);
    expect(results.at(-2)!.replies.join('\n')).toContain('conte também desde quando');
    expect(state.draft.conjuge).toMatchObject({ tipo: 'casamento', separadoDeFatoDesde: '2024' });
    const after = play([
      ...upToCivilStatus('03/04/1980'),
      'casada, mas separada há um ano',
      'Fernanda Costa Pereira',
      'comunhão parcial',
    ]);
    expect(after.state.draft.conjuge?.dataInicio).toBeUndefined();
    expect(currentQuestion(after.state)?.key).toBe('filhos');
    // A new civil-status answer that does not mention it clears it.
    const fixed = play([
      ...upToCivilStatus('03/04/1980'),
      'casada, mas separada há um ano',
      'Fernanda Costa Pereira',
      'comunhão parcial',
      'alterar estado civil',
      'casada',
    ]);
    expect(fixed.state.draft.conjuge?.separadoDeFatoDesde).toBeUndefined();
  });

  it('asks since when only when a separation was told without its year', () => {
    const steps = [
      ...upToCivilStatus('03/04/1980'),
      'casado, mas já não vivemos juntos',
      'Fernanda Costa Pereira',
      'comunhão parcial',
    ];
    const asked = play(steps);
    expect(currentQuestion(asked.state)?.key).toBe('separado_fato');
    expect(asked.last.replies.join('\n')).toContain('Desde quando você e Fernanda Costa Pereira');
    const { state } = play([...steps, 'faz uns 3 anos']);
    expect(state.draft.conjuge?.separadoDeFatoDesde).toBe('2022');
    expect(currentQuestion(state)?.key).toBe('filhos');
    const together = play([...steps, 'não, vivemos juntos']);
    expect(together.state.draft.conjuge?.separadoDeFatoDesde).toBeUndefined();
    expect(currentQuestion(together.state)?.key).toBe('filhos');
  });

  it('keeps a separação de fato volunteered before the family questions', () => {
    const { state, last } = play([
      ...singlePersonUntil('nome'),
      'Maria das Graças dos Santos, sou casada com o José Carlos dos Santos mas separada de fato desde 2021',
    ]);
    expect(state.draft.conjuge?.separadoDeFatoDesde).toBe('2021');
    expect(last.replies.join('\n')).toContain('separados de fato desde 2021');
  });

  it('tells each heir’s legítima with names and fractions, and asks bens particulares', () => {
    const { results, state } = play([
      ...upToCivilStatus('03/04/1980'),
      'casado',
      'Fernanda Costa Pereira',
      'comunhão parcial',
      'Lucas Costa Pereira, 10/10/2005\nMarina Costa Pereira, 11/11/2007',
      'não',
    ]);
    expect(state.draft.conjuge?.temBensParticulares).toBe(false);
    // Without bens particulares the spouse does not concur (1.829 I): 1/4 to each child.
    const note = results.at(-1)!.replies.join('\n');
    expect(note).toContain('a lei garante a Lucas Costa Pereira e Marina Costa Pereira 1/4 cada');
  });

  it('asks for grandparents when both parents have died, with their line', () => {
    const { state, allReplies } = play([
      ...upToCivilStatus('03/04/1980'),
      'solteiro',
      'não',
      'não',
      'minha avó Ana Souza Lima, mãe da minha mãe',
    ]);
    expect(state.draft.ascendentes).toEqual([
      expect.objectContaining({ grau: 'avo', linha: 'materna' }),
    ]);
    expect(allReplies.join('\n')).toContain('a lei garante a Ana Souza Lima 1/2');
    const refused = play([
      ...upToCivilStatus('03/04/1980'),
      'solteiro',
      'não',
      'não',
      'metade para a Associação e metade para minha sobrinha',
    ]);
    expect(currentQuestion(refused.state)?.key).toBe('avos');
  });

  it.each(['Já faleceram todos', 'ja morreram todos', 'todos falecidos', 'nao, ja faleceram tb'])(
    'at the grandparents, "%s" is none alive',
    (answer) => {
      const { state } = play([...upToCivilStatus('03/04/1980'), 'solteiro', 'não', 'não', answer]);
      expect(state.answered).toContain('avos');
      expect(state.draft.ascendentes).toEqual([]);
    },
  );
});
