import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { currentQuestion } from '../interview-engine.ts';
import { toContent } from '../interview-state.ts';

/** Married (separação convencional), two adult children, up to the clauses. */
const upToClauses = singlePersonUntil('clausulas', {
  nome: 'Marcelo Antunes Vieira',
  estado_civil: 'casado',
  conjuge_nome: 'Sônia Maria Vieira',
  regime: 'separação convencional',
  filhos: 'Rafael Antunes Vieira, 02/02/1998\nDébora Vieira Lins, 05/05/2000',
  heranca: 'nenhum',
});

describe('restrictive clauses: justa causa per heir, concrete, and a duration', () => {
  it('a clause naming one heir burdens only that heir, with his own concrete cause', () => {
    const base = [
      ...upToClauses,
      'Quero que o Rafael não possa vender o que receber',
      'na legítima',
    ];
    for (const weak of ['porque eu quero', 'o que seria uma justa causa?']) {
      const r = play([...base, weak]);
      expect(currentQuestion(r.state)?.key).toBe('justa_causa');
    }
    const { state } = play([
      ...base,
      'Meu filho Rafael tem vício em jogo e pode perder tudo o que receber.',
      'até os 30 anos',
    ]);
    const [clause] = toContent(state, '2025-05-10').disposicoes.clausulasRestritivas;
    expect(clause?.alcance).toBe('legitima');
    expect(clause?.beneficiarioIds).toHaveLength(1);
    expect(clause?.duracao).toEqual({ tipo: 'ate_idade', idade: 30 });
  });

  it('a clause on every heir needs a cause naming each of them', () => {
    const base = [...upToClauses, 'inalienabilidade', 'na legítima'];
    const one = play([...base, 'O Rafael tem dívidas de jogo e pode perder o que receber']);
    expect(one.last.replies.join('\n')).toContain('Falta o motivo quanto a Sônia e Débora');
    expect(currentQuestion(one.state)?.key).toBe('justa_causa');
  });
});

describe('clause duration in natural words', () => {
  it('reads "for as long as they live" as vitalícia', async () => {
    const { clauseQuestions } = await import('./clauses.ts');
    const q = clauseQuestions.find((x) => x.key === 'clausulas_duracao')!;
    for (const t of [
      'enquanto eles forem vivos',
      'pra sempre',
      'a vida toda',
      'enquanto ela viver',
      'ate eles morrerem',
    ])
      expect(q.parse(t, { today: '2026-11-25' }, {} as never, ''), t).toEqual({
        ok: true,
        value: { tipo: 'vitalicia' },
      });
  });
});
