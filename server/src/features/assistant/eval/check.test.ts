/** The checker itself: it must see a wrong field, a junk person, conversation and a re-ask. */
import { describe, expect, it } from 'vitest';
import { checkStory } from './check.ts';
import { compareWill } from './compare-will.ts';
import { cnpjFrom, cpfFrom, isValidCpf } from './cpf.ts';
import { drive } from './drive.ts';
import { sentencesInLegalFields } from './sentences.ts';
import { TYPICAL_ONE_AT_A_TIME } from './stories/typical.ts';
import type { Story } from './story.ts';

const played = drive(TYPICAL_ONE_AT_A_TIME);
const will = played.will!;

describe('the evaluation checker', () => {
  it('makes valid CPFs and CNPJs', () => {
    expect(cpfFrom('529982247')).toBe('52998224725');
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(cnpjFrom('112223330001')).toBe('11222333000181');
  });

  it('finds a field that differs from the facts, and tells accents apart', () => {
    expect(compareWill(TYPICAL_ONE_AT_A_TIME.facts, will)).toEqual([]);
    const facts = structuredClone(TYPICAL_ONE_AT_A_TIME.facts);
    facts.testador.profissao = 'médico';
    facts.testador.endereco.bairro = 'Cárlos Prates';
    const diffs = compareWill(facts, will);
    expect(diffs).toContainEqual(
      expect.objectContaining({ field: 'testador.profissao', kind: 'wrong', topic: 'profissao' }),
    );
    expect(diffs).toContainEqual(
      expect.objectContaining({ field: 'endereco.bairro', kind: 'accents' }),
    );
  });

  it('finds conversation inside legal fields', () => {
    const bad = structuredClone(will);
    bad.testador.naturalidade = 'Sou paulistana, nasci aqui em São Paulo mesmo';
    bad.testador.endereco.logradouro = 'Moro na Rua Cardeal Arcoverde';
    bad.naoPatrimoniais.mensagens = ['ue, ta escrito testamenteiro Juiz Escolhe, isso ta errado'];
    const fields = sentencesInLegalFields(bad).map((s) => s.field);
    expect(fields).toEqual([
      'testador.naturalidade',
      'endereco.logradouro',
      'desejos.mensagens[0]',
    ]);
    expect(sentencesInLegalFields(will)).toEqual([]);
  });

  it('counts a refused answer, a fact asked again and a person not in the facts', () => {
    const story: Story = {
      ...TYPICAL_ONE_AT_A_TIME,
      id: 'checker-self-test',
      answers: {
        ...TYPICAL_ONE_AT_A_TIME.answers,
        endereco: ['moro ali perto', TYPICAL_ONE_AT_A_TIME.answers.endereco as string],
        estado_civil: 'casado com a Fernanda Costa Pereira',
      },
      // The name alone does not give the CPF: asking it is flagged as asking a fact already given.
      covers: { nome: ['cpf'] },
      facts: {
        ...TYPICAL_ONE_AT_A_TIME.facts,
        tutela: {
          tutores: ['Outra Tutora Qualquer'],
          outroGenitorVivo: true,
          outroGenitorConcorda: true,
        },
      },
    };
    const report = checkStory(drive(story));
    const kinds = report.verdicts.flatMap((v) => v.reasons.map((r) => r.kind));
    expect(kinds).toContain('re-asked: endereco');
    expect(kinds).toContain('asked for a fact already given: cpf');
    expect(report.finished).toBe(true);
    expect(report.differences.map((d) => d.field)).toContain('tutela.tutores');
    expect(report.junk).toEqual(['Juliana Alves Pereira']);
  });
});
