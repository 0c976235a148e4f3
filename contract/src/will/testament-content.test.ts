import { describe, expect, it } from 'vitest';
import { isValidCpf } from './documents.ts';
import { EXAMPLE_TESTAMENT } from './example-testament.ts';
import { TestamentContentSchema } from './testament-content.ts';
import { FormSubmissionSchema } from './forms.ts';
import { RuleResultSchema } from './rule-result.ts';

describe('TestamentContentSchema', () => {
  it('accepts the example will', () => {
    expect(TestamentContentSchema.safeParse(EXAMPLE_TESTAMENT).success).toBe(true);
  });
  it('uses valid CPFs in the example', () => {
    const cpfs = [
      EXAMPLE_TESTAMENT.testador.cpf,
      ...EXAMPLE_TESTAMENT.pessoas.flatMap((p) => (p.cpf ? [p.cpf] : [])),
    ];
    expect(cpfs.every(isValidCpf)).toBe(true);
  });
  it('rejects a reference to a person missing from the registry', () => {
    const broken = {
      ...EXAMPLE_TESTAMENT,
      testamenteiros: [{ pessoaId: 'p99', ordem: 1, posseBens: false }],
    };
    expect(TestamentContentSchema.safeParse(broken).success).toBe(false);
  });
  it('rejects a malformed CPF and an unknown UF', () => {
    expect(
      TestamentContentSchema.safeParse({
        ...EXAMPLE_TESTAMENT,
        testador: { ...EXAMPLE_TESTAMENT.testador, cpf: '123' },
      }).success,
    ).toBe(false);
    expect(
      TestamentContentSchema.safeParse({
        ...EXAMPLE_TESTAMENT,
        formalidades: { ...EXAMPLE_TESTAMENT.formalidades, uf: 'XX' },
      }).success,
    ).toBe(false);
  });
  it('survives a JSON round trip', () => {
    const copy: unknown = JSON.parse(JSON.stringify(EXAMPLE_TESTAMENT));
    expect(TestamentContentSchema.parse(copy)).toEqual(EXAMPLE_TESTAMENT);
  });
});

describe('small schemas', () => {
  it('validates form submissions by name', () => {
    expect(FormSubmissionSchema.safeParse({ name: 'filhos', values: { itens: [] } }).success).toBe(
      true,
    );
    expect(FormSubmissionSchema.safeParse({ name: 'outro', values: {} }).success).toBe(false);
  });
  it('validates rule results', () => {
    expect(
      RuleResultSchema.safeParse({ code: 'CPF_DV', severidade: 'erro', artigo: '—', mensagem: 'x' })
        .success,
    ).toBe(true);
    expect(
      RuleResultSchema.safeParse({ code: 'XYZ', severidade: 'erro', artigo: '—', mensagem: 'x' })
        .success,
    ).toBe(false);
  });
});
