import { describe, expect, it } from 'vitest';
import { EXAMPLE_TESTAMENT } from '../example-testament.ts';
import type { RuleCode } from '../rule-result.ts';
import type { TestamentContent } from '../testament-content.ts';
import { evaluateRules, isBlocking } from './registry.ts';

const today = '2025-05-10';

function variant(change: (c: TestamentContent) => void): TestamentContent {
  const copy = structuredClone(EXAMPLE_TESTAMENT);
  change(copy);
  return copy;
}

function run(c: TestamentContent, code: RuleCode, acknowledged: RuleCode[] = []) {
  return evaluateRules(c, { today, only: [code], acknowledged });
}

describe('a gift to a witness’s son (1.802)', () => {
  const gift = variant((c) => {
    c.pessoas.push({ id: 'p7', tipo: 'fisica', nome: 'Lucas Lima', relacao: 'amigo' });
    c.pessoas.find((p) => p.id === 'p4')!.vinculos = [{ tipo: 'pai_mae', pessoaId: 'p7' }];
    c.disposicoes.legados.push({ beneficiarioId: 'p7', descricao: 'a bicicleta', valor: 0 });
  });
  it('is void: an error naming both, even after "ciente"', () => {
    const [r] = run(gift, 'TESTEM_INTERPOSTA', ['TESTEM_INTERPOSTA']);
    expect(r).toMatchObject({ severidade: 'erro', artigo: '1.802' });
    expect(r?.reconhecido).toBeUndefined();
    expect(r?.mensagem).toContain(
      'Roberto Carlos Lima é parente próximo ou cônjuge de Lucas Lima, que recebe algo neste testamento (Lucas Lima é filho da testemunha)',
    );
    const all = evaluateRules(gift, { today, acknowledged: ['TESTEM_INTERPOSTA', 'LEGADO_VALOR'] });
    expect(all.filter(isBlocking).map((x) => x.code)).toEqual(['TESTEM_INTERPOSTA']);
  });
  it('the same relation told from the son’s side counts too', () => {
    const other = variant((c) => {
      c.pessoas.push({
        id: 'p7',
        tipo: 'fisica',
        nome: 'Lucas Lima',
        vinculos: [{ tipo: 'filho', pessoaId: 'p4' }],
      });
      c.disposicoes.heranca.push({ beneficiarioId: 'p7', percentual: 10, base: 'total' });
    });
    expect(run(other, 'TESTEM_INTERPOSTA').map((r) => r.severidade)).toEqual(['erro']);
    // Nothing tells Lucas's sex here: the relation keeps both forms.
    expect(run(other, 'TESTEM_INTERPOSTA')[0]?.mensagem).toContain('(Lucas Lima é filho(a) da');
  });
  it('agrees the relation with a daughter’s known sex', () => {
    const daughter = variant((c) => {
      c.pessoas.push({ id: 'p7', tipo: 'fisica', nome: 'Lúcia Lima', sexo: 'feminino' });
      c.pessoas.find((p) => p.id === 'p4')!.vinculos = [{ tipo: 'pai_mae', pessoaId: 'p7' }];
      c.disposicoes.heranca.push({ beneficiarioId: 'p7', percentual: 10, base: 'total' });
    });
    expect(run(daughter, 'TESTEM_INTERPOSTA')[0]?.mensagem).toContain(
      '(Lúcia Lima é filha da testemunha)',
    );
  });
});

describe('witness messages agree with the sex the will tells', () => {
  it('a witness who is the testatrix herself: "você mesma"', () => {
    const self = variant((c) => {
      c.testador.sexo = 'feminino';
      c.pessoas.find((p) => p.id === 'p4')!.nome = c.testador.nome;
    });
    expect(run(self, 'TESTEM_TESTADOR')[0]?.mensagem).toContain('ou é você mesma:');
  });
  it('a witness who is a beneficiary: "beneficiária" for a woman', () => {
    const benef = variant((c) => {
      const w = c.pessoas.find((p) => p.id === 'p4')!;
      w.sexo = 'feminino';
      c.disposicoes.heranca.push({ beneficiarioId: 'p4', percentual: 10, base: 'total' });
    });
    expect(run(benef, 'TESTEM_BENEF')[0]?.mensagem).toContain('também é beneficiária neste');
  });
});

describe('TESTEM_PARENTE (228 V)', () => {
  it('warns when a witness is the testator’s relative, by family, relation or link', () => {
    expect(run(EXAMPLE_TESTAMENT, 'TESTEM_PARENTE')).toEqual([]);
    const sonInLaw = variant((c) => {
      c.pessoas.find((p) => p.id === 'p4')!.vinculos = [{ tipo: 'conjuge', pessoaId: 'p2' }];
    });
    const [r] = run(sonInLaw, 'TESTEM_PARENTE');
    expect(r?.severidade).toBe('alerta');
    expect(r?.mensagem).toContain('Roberto Carlos Lima é seu parente (genro ou nora)');
    const cousinWord = variant((c) => (c.pessoas.find((p) => p.id === 'p5')!.relacao = 'sobrinha'));
    expect(run(cousinWord, 'TESTEM_PARENTE').map((x) => x.severidade)).toEqual(['alerta']);
  });
});

describe('CLAUS_LEGITIMA: a concrete justa causa per heir (1.848)', () => {
  const clause = (justaCausa: string | undefined, ids = ['p2']) =>
    variant((c) =>
      c.disposicoes.clausulasRestritivas.push({
        tipos: ['inalienabilidade'],
        alcance: 'legitima',
        beneficiarioIds: ids,
        ...(justaCausa === undefined ? {} : { justaCausa }),
      }),
    );
  it('refuses no cause, a wish and a question, naming the heir', () => {
    for (const causa of [undefined, '', 'porque eu quero', 'Porque sim.', 'para proteger ela?']) {
      const results = run(clause(causa), 'CLAUS_LEGITIMA');
      expect(
        results.map((r) => r.severidade),
        String(causa),
      ).toEqual(['erro']);
      expect(results[0]?.mensagem).toContain('Ana Clara Mendes');
    }
  });
  it('accepts a concrete cause for one heir', () => {
    expect(
      run(
        clause('Ana Clara tem dívidas de jogo e credores que poderiam tomar a casa'),
        'CLAUS_LEGITIMA',
      ),
    ).toEqual([]);
  });
  it('with several heirs, the cause must speak of each, or one clause per heir', () => {
    const both = clause('proteger o patrimônio de credores em caso de dívidas futuras', [
      'p2',
      'p3',
    ]);
    const [r] = run(both, 'CLAUS_LEGITIMA');
    expect(r?.severidade).toBe('erro');
    expect(r?.mensagem).toContain('Ana Clara Mendes, Pedro Henrique Mendes');
    const named = clause(
      'Ana tem dívidas com credores e Pedro tem dependência de jogo que põe a casa em risco',
      ['p2', 'p3'],
    );
    expect(run(named, 'CLAUS_LEGITIMA')).toEqual([]);
  });
  it('a clause on the disponível needs no cause', () => {
    const free = variant((c) =>
      c.disposicoes.clausulasRestritivas.push({
        tipos: ['incomunicabilidade'],
        alcance: 'disponivel',
        beneficiarioIds: ['p2'],
      }),
    );
    expect(run(free, 'CLAUS_LEGITIMA')).toEqual([]);
  });
});

describe('DESERDACAO (1.961–1.965)', () => {
  const disinherit = (
    herdeiroId: string,
    causa: 'ofensa_fisica' | 'homicidio_doloso',
    fatos: string,
  ) =>
    variant((c) => {
      c.pessoas.push({ id: 'p7', tipo: 'fisica', nome: 'Sérgio Irmão', relacao: 'irmão' });
      c.disposicoes.deserdacoes = [{ herdeiroId, causa, fatos }];
    });
  const facts =
    'Em março de 2023 ele me agrediu com socos na frente dos vizinhos, com boletim de ocorrência.';
  it('a proper one keeps only the 4-year proof alert', () => {
    const results = run(disinherit('p3', 'ofensa_fisica', facts), 'DESERDACAO');
    expect(results.map((r) => [r.severidade, r.artigo])).toEqual([['alerta', '1.965']]);
    expect(results[0]?.mensagem).toContain('4 anos');
    expect(results[0]?.mensagem).toContain('Pedro Henrique Mendes');
  });
  it('refuses someone who is not a necessary heir', () => {
    const results = run(disinherit('p7', 'ofensa_fisica', facts), 'DESERDACAO');
    expect(results.map((r) => r.severidade)).toEqual(['erro', 'alerta']);
    expect(results[0]?.mensagem).toContain(
      'Sérgio Irmão não está entre os seus herdeiros necessários',
    );
  });
  it('refuses facts that are only a wish, or too short', () => {
    for (const fatos of ['porque eu quero assim', 'ele é ruim demais']) {
      expect(run(disinherit('p3', 'ofensa_fisica', fatos), 'DESERDACAO')[0]?.severidade).toBe(
        'erro',
      );
    }
  });
  it('refuses a descendant’s cause against the spouse (only 1.814 applies)', () => {
    const results = run(disinherit('p1', 'ofensa_fisica', facts), 'DESERDACAO');
    expect(results[0]).toMatchObject({ severidade: 'erro' });
    expect(run(disinherit('p1', 'homicidio_doloso', facts), 'DESERDACAO')[0]?.severidade).toBe(
      'alerta',
    );
  });
  it('the disinherited heir is not reported as receiving less than the legítima', () => {
    const c = disinherit('p3', 'ofensa_fisica', facts);
    c.disposicoes.heranca = [{ beneficiarioId: 'p2', percentual: 100, base: 'total' }];
    const [r] = run(c, 'LEGITIMA_HERDEIRO');
    expect(r?.mensagem).not.toContain('Pedro');
    expect(r?.mensagem).toContain('Maria Helena Mendes');
  });
});

describe('other rules of the 2025 set', () => {
  it('FORMA_CEGO also covers who cannot read or sign', () => {
    const illiterate = variant((c) => (c.testador.capacidade.sabeLer = false));
    expect(run(illiterate, 'FORMA_CEGO')[0]?.mensagem).toContain('não sabe ler');
    illiterate.formalidades.forma = 'publico';
    expect(run(illiterate, 'FORMA_CEGO')).toEqual([]);
  });
  it('CNPJ_DV: an institution that benefits, even as a substitute, needs a CNPJ', () => {
    const ngo = variant((c) => {
      c.pessoas.push({ id: 'p7', tipo: 'juridica', nome: 'Associação Patas' });
      c.disposicoes.heranca[1]!.substitutoId = 'p7';
    });
    expect(run(ngo, 'CNPJ_DV')[0]?.mensagem).toContain('Associação Patas');
  });
  it('SEM_LACUNAS refuses a question left in the text', () => {
    const q = variant((c) => (c.naoPatrimoniais.funeral = 'Cremação ou enterro?'));
    expect(run(q, 'SEM_LACUNAS').map((r) => r.severidade)).toEqual(['erro']);
  });
  it('ORGAOS points to the AEDO', () => {
    const organs = variant((c) => (c.naoPatrimoniais.doacaoOrgaos = 'Desejo doar meus órgãos.'));
    expect(run(organs, 'ORGAOS')[0]?.mensagem).toContain('AEDO');
  });
  it('no message claims the legítima is respected when it is not', () => {
    const all = variant((c) => {
      c.disposicoes.heranca = [{ beneficiarioId: 'p1', percentual: 100, base: 'total' }];
      c.familia.conjuge!.tipo = 'uniao_estavel';
    });
    const text = evaluateRules(all, { today })
      .map((r) => r.mensagem)
      .join(' ');
    expect(text).not.toMatch(/reservamos|respeit/i);
  });
  it('stored results of replaced rules are dropped when a will is read', async () => {
    const { TestamentContentSchema } = await import('../testament-content.ts');
    const old = {
      ...structuredClone(EXAMPLE_TESTAMENT),
      validacoes: [{ code: 'DISPONIVEL', severidade: 'erro', artigo: '1.789', mensagem: 'x' }],
    };
    const parsed = TestamentContentSchema.parse(old);
    expect(parsed.validacoes).toEqual([]);
  });
});

describe('a tutor who is also a witness (1.801)', () => {
  it('is not barred: naming a tutor gives no property, so no witness rule blocks it', () => {
    const tutorWitness = variant((c) => {
      c.tutela = { tutorIds: ['p4'], outroGenitorVivo: false };
    });
    const blocking = evaluateRules(tutorWitness, { today })
      .filter(isBlocking)
      .map((r) => r.code);
    expect(blocking).not.toContain('TESTEM_BENEF');
    expect(blocking).not.toContain('TESTEM_INTERPOSTA');
    expect(run(tutorWitness, 'TESTEM_BENEF')).toEqual([]);
  });
});
