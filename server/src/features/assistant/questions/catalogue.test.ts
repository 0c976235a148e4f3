import { describe, expect, it } from 'vitest';
import { catalogueProblems, QUESTIONS } from './catalogue.ts';
import type { Question } from './question.ts';

/** The keys the conversation stories answer by topic: renaming one breaks them. */
const STORY_KEYS = [
  'nome',
  'cpf',
  'nascimento',
  'naturalidade',
  'nacionalidade',
  'profissao',
  'endereco',
  'capacidade',
  'anteriores',
  'revogar',
  'estado_civil',
  'conjuge_nome',
  'regime',
  'uniao_formalizada',
  'filhos',
  'filhos_menores',
  'outro_genitor',
  'pais',
  'proprio',
  'heranca',
  'legados',
  'substitutos',
  'clausulas',
  'clausulas_alcance',
  'justa_causa',
  'tutor',
  'testamenteiro',
  'testamenteiro_posse',
  'testamenteiro_premio',
  'desejos',
  'forma',
  'testemunhas',
  'testemunhas_parentes',
  'local',
];

const base: Question = {
  key: 'a',
  section: 'identificacao',
  ask: () => 'Pergunta?',
  example: 'exemplo',
  parse: () => ({ ok: false, error: 'não' }),
  apply: (s) => ({ ok: true, state: s, notes: [] }),
};

describe('the question catalogue', () => {
  it('is sound: unique keys, known dependencies and fallbacks, one schema per form', () => {
    expect(catalogueProblems(QUESTIONS)).toEqual([]);
  });

  it('keeps every key the conversation stories answer', () => {
    const keys = QUESTIONS.map((q) => q.key);
    for (const key of STORY_KEYS) expect(keys).toContain(key);
  });

  it('reports a duplicate key, an unknown dependency or fallback and a section out of order', () => {
    const problems = catalogueProblems([
      { ...base, section: 'familia' },
      { ...base, dependsOn: ['ghost'], editInstead: 'nowhere' },
    ]);
    expect(problems).toEqual([
      'duplicate key "a"',
      '"a" is out of its section\'s order',
      '"a" depends on unknown "ghost"',
      '"a" opens unknown "nowhere" instead',
    ]);
  });

  it('reports a question others depend on that cannot describe its value', () => {
    expect(catalogueProblems([base, { ...base, key: 'b', dependsOn: ['a'] }])).toEqual([
      '"a" has dependents but no describe',
    ]);
  });

  it('reports a form without a schema', () => {
    const broken = {
      ...base,
      form: { name: 'filhos', toValue: base.parse },
    } as unknown as Question;
    expect(catalogueProblems([broken])).toEqual(['form "filhos" of "a" has no schema']);
  });
});
