import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFacts, isPlausibleName } from './index.ts';

const today = '2026-11-25';

describe('readFacts', () => {
  it('takes every fact from a volunteered first message', () => {
    const facts = readFacts(
      'Sou Ana Paula Ferreira Souza, cpf 352.418.709-97, nasci em 17 de maio de 1984 em São Paulo, sou enfermeira. Sou casada com o Carlos Eduardo Souza, em comunhão parcial de bens. Moro na Rua Cardeal Arcoverde, 1250, apto 84, Pinheiros, São Paulo/SP, CEP 05407-002',
      { today },
    );
    expect(facts.cpf).toBe('35241870997');
    expect(facts.civilStatus).toMatchObject({
      estadoCivil: 'casado',
      regime: 'comunhao_parcial',
      parceiro: 'Carlos Eduardo Souza',
    });
    expect(facts.profession).toBe('enfermeira');
    expect(facts.address).toMatchObject({
      logradouro: 'Rua Cardeal Arcoverde',
      numero: '1250',
      cep: '05407002',
    });
    expect(facts.people.find((p) => p.nome === 'Carlos Eduardo Souza')?.relacao).toBe('conjuge');
  });
  it('never returns a city as a person and resolves pointers against known people', () => {
    const facts = readFacts("O local está errado, aparece 'Sim/RJ'. É Rio de Janeiro/RJ.", {
      today,
    });
    expect(facts.people).toEqual([]);
    const rosa = readFacts('td q eu puder pra rosa', {
      today,
      people: [{ id: 'r1', nome: 'Rosa Maria Lima', relacao: 'filha' }],
    });
    expect(rosa.mentionedIds).toEqual(['r1']);
    expect(readFacts('nasci em 68', { today }).anoNascimento).toBe(1968);
  });
});

describe('readFacts on messages people type', () => {
  it('reads a long introduction from an older man, with a name suffix and a nickname', () => {
    const facts = readFacts(
      'sou o Antônio Carlos de Oliveira Neto, nasci em 12/10/1950 em Campina Grande PB, aposentado, casado com a Dona Lurdes (Maria de Lourdes Oliveira) desde 1975 comunhão universal',
      { today },
    );
    expect(facts.nome).toBe('Antônio Carlos de Oliveira Neto');
    expect(facts.dataNascimento).toBe('1950-10-12');
    expect(facts.places).toEqual([{ cidade: 'Campina Grande', uf: 'PB', about: 'naturalidade' }]);
    expect(facts.civilStatus).toMatchObject({
      estadoCivil: 'casado',
      regime: 'comunhao_universal',
      desdeAno: 1975,
    });
    expect(facts.people.map((p) => p.nome)).not.toContain('Oliveira');
  });
  it('tells the birthplace from the home town in one sentence', () => {
    expect(readFacts('sou de Manaus mas moro em SP faz 20 anos', { today }).places).toEqual([
      { cidade: 'Manaus', uf: 'AM', about: 'naturalidade' },
      { cidade: 'São Paulo', uf: 'SP', about: 'residencia' },
    ]);
  });
  it('links the children to their other parent and keeps her out of the children', () => {
    const facts = readFacts(
      'meus filhos sao o Gabriel de 8 anos e a Sofia de 5, a mae deles é a Fernanda, a gente se separou',
      { today },
    );
    expect(facts.people.map((p) => [p.nome, p.relacao, p.outroGenitor])).toEqual([
      ['Gabriel', 'filho', 'Fernanda'],
      ['Sofia', 'filho', 'Fernanda'],
      ['Fernanda', undefined, undefined],
    ]);
  });
  it('reads a union in chat shorthand without taking "não somos casados" as no partner', () => {
    const facts = readFacts(
      'hj em dia moro c/ minha companheira Tati ha uns 6 anos, mas n somos casados no papel',
      { today },
    );
    expect(facts.civilStatus).toEqual({ estadoCivil: 'uniao_estavel', desdeAno: 2020 });
    expect(facts.people).toEqual([{ nome: 'Tati', relacao: 'companheiro', sexo: 'feminino' }]);
  });
  it('does not take a negated status for a correction', () => {
    const facts = readFacts('nao tenho filhos nem sou casado, meus pais ja faleceram', { today });
    expect(facts.civilStatus).toEqual({ semParceiro: true });
    expect(facts.corrections).toEqual([]);
    expect(facts.people).toEqual([]);
  });
  it('reads the spouse typed without punctuation before the regime', () => {
    expect(
      readFacts('sou casada com o francisco bezerra lima comunhao parcial tenho 2 filhos', {
        today,
      }).civilStatus,
    ).toEqual({
      estadoCivil: 'casado',
      regime: 'comunhao_parcial',
      parceiro: 'Francisco Bezerra Lima',
    });
  });
  it('reads a share and the rest in one sentence', () => {
    expect(
      readFacts(
        'quero deixar 30% pra minha sobrinha Laura Mendes e o resto igual entre os meus filhos',
        {
          today,
        },
      ).shares,
    ).toEqual([
      { para: 'Laura Mendes', percentual: 30, base: 'total' },
      { para: 'os meus filhos', percentual: 70, base: 'total', regra: 'resto_igual' },
    ]);
  });
  it('keeps accents of recipients named before "metade pra cada"', () => {
    expect(readFacts('pro Zé e pra Tonha metade pra cada', { today }).shares).toEqual([
      { para: 'Zé', percentual: 50, base: 'total' },
      { para: 'Tonha', percentual: 50, base: 'total' },
    ]);
  });
  it('reads money and vehicles as gifts, with the recipient without the relation word', () => {
    expect(readFacts('deixo R$ 50 mil pra igreja Assembleia de Deus', { today }).gifts).toEqual([
      {
        tipo: 'dinheiro',
        descricao: 'R$ 50.000,00',
        valor: 50000,
        para: 'igreja Assembleia de Deus',
      },
    ]);
    expect(
      readFacts('a minha moto, uma CG 160, vale uns 12 mil, pro meu afilhado Kauã', { today })
        .gifts,
    ).toEqual([
      { tipo: 'veiculo', descricao: 'a minha moto, uma CG 160', valor: 12000, para: 'Kauã' },
    ]);
  });
  it('reads corrections and not a yes/no from them', () => {
    const rosana = readFacts('não é Rosa, é Rosana', { today });
    expect(rosana.corrections).toEqual([{ novo: 'Rosana', antigo: 'Rosa' }]);
    expect(rosana.yesNo).toBeUndefined();
    expect(readFacts('a data está errada, é 14/02/1945', { today }).corrections).toEqual([
      { campo: 'data', novo: '14/02/1945' },
    ]);
    expect(readFacts('o cpf está errado: é 101.234.568-86', { today }).corrections).toEqual([
      { campo: 'cpf', novo: '101.234.568-86' },
    ]);
    expect(
      readFacts(
        'Quase tudo certo, mas a naturalidade ficou estranha: é só São Paulo/SP. E no endereço apareceu "Moro na", é só Rua Cardeal Arcoverde.',
        { today },
      ).corrections,
    ).toEqual([
      { campo: 'naturalidade', novo: 'São Paulo/SP' },
      { campo: 'endereco', novo: 'Rua Cardeal Arcoverde', antigo: 'Moro na' },
    ]);
  });
  it('takes no wishes from a question, and says it was one', () => {
    const facts = readFacts(
      'Entendi. Então o que eu posso fazer aqui? Posso pelo menos deixar o máximo pra minha filha?',
      { today },
    );
    expect(facts.shares).toEqual([]);
    expect(facts.pergunta).toBe(true);
    expect(facts.people.filter((p) => p.nome)).toEqual([]);
  });
  it("reads the four conversations' witness lists as witnesses, not as people", () => {
    const facts = readFacts(
      'geraldo pires da mota 14567890310 10/10/1950\naparecida nunes queiroz 15678901486 4/4/1955\nosmar ribeiro lopes 16789012532 2/2/1962',
      { today },
    );
    expect(facts.witnesses.map((w) => [w.nome, w.dataNascimento])).toEqual([
      ['Geraldo Pires da Mota', '1950-10-10'],
      ['Aparecida Nunes Queiroz', '1955-04-04'],
      ['Osmar Ribeiro Lopes', '1962-02-02'],
    ]);
    expect(facts.people).toEqual([]);
  });
});

describe('readFacts on hostile input', () => {
  it('never throws and never returns an implausible person', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc.stringMatching(/^[a-zà-ú ,.()/:0-9-]{0,200}$/),
          fc.constantFrom(
            '((((((((',
            'R$ R$ R$ %%%% 1/0',
            'meu filho '.repeat(50),
            'a'.repeat(5000),
            '\u0000\u202e',
            'para para para pra pro',
            '99/99/9999 00/00/0000',
          ),
        ),
        (text) => {
          const facts = readFacts(text, { today, people: [{ id: 'x', nome: 'Ana Lima' }] });
          for (const person of facts.people) {
            if (person.nome) expect(isPlausibleName(person.nome)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('first messages that volunteer everything', () => {
  it('reads a whole introduction in full sentences', () => {
    const facts = readFacts(
      'Olá! Meu nome é Ana Paula Ferreira Souza, tenho 42 anos, CPF 352.418.709-97, nasci em 17/05/1984 em São Paulo. Sou enfermeira, casada com Carlos Eduardo Souza em comunhão parcial. Temos dois filhos: Lucas (14/03/2006) e Beatriz (02/09/2014). Moro na Rua Cardeal Arcoverde, 1250, apto 84, Pinheiros, São Paulo/SP, CEP 05407-002.',
      { today },
    );
    expect(facts).toMatchObject({
      nome: 'Ana Paula Ferreira Souza',
      idade: 42,
      cpf: '35241870997',
      dataNascimento: '1984-05-17',
      profession: 'enfermeira',
      civilStatus: {
        estadoCivil: 'casado',
        regime: 'comunhao_parcial',
        parceiro: 'Carlos Eduardo Souza',
      },
      places: [{ cidade: 'São Paulo', uf: 'SP', about: 'naturalidade' }],
      address: {
        logradouro: 'Rua Cardeal Arcoverde',
        numero: '1250',
        bairro: 'Pinheiros',
        cep: '05407002',
      },
    });
    expect(facts.people.map((p) => [p.nome, p.relacao, p.dataNascimento])).toEqual([
      ['Carlos Eduardo Souza', 'conjuge', undefined],
      ['Lucas', 'filho', '2006-03-14'],
      ['Beatriz', 'filho', '2014-09-02'],
    ]);
  });
  it('reads a whole introduction typed in lowercase with regional words', () => {
    const facts = readFacts(
      'boa tarde. meu nome é sebastiao ferreira lima, nasci em 14 de fevereiro de 45 em inhumas goias, sou lavrador aposentado, casado com a benedita desde 68, tenho 2 fio a rosa e o jose carlos. moro na rua 24 n 315 setor central goiania',
      { today },
    );
    expect(facts).toMatchObject({
      nome: 'Sebastiao Ferreira Lima',
      nomeSugerido: 'Sebastião Ferreira Lima',
      dataNascimento: '1945-02-14',
      profession: 'lavrador aposentado',
      civilStatus: { estadoCivil: 'casado', desdeAno: 1968, parceiro: 'Benedita' },
      places: [{ cidade: 'Inhumas', uf: 'GO', about: 'naturalidade' }],
      address: {
        logradouro: 'rua 24',
        numero: '315',
        bairro: 'setor central',
        cidade: 'Goiânia',
        uf: 'GO',
      },
    });
    expect(facts.people.map((p) => [p.nome, p.relacao, p.sexo])).toEqual([
      ['Benedita', 'conjuge', 'feminino'],
      ['Rosa', 'filho', 'feminino'],
      ['Jose Carlos', 'filho', 'masculino'],
    ]);
  });
  it("reads wishes and family in a divorced father's message", () => {
    const facts = readFacts(
      'Sou o João, 51 anos, moro em BH no bairro Santa Efigênia, Rua Domingos Vieira 300. Sou divorciado e tenho um filho de 16 anos, o Arthur, que mora com a mãe (Patrícia). Quero deixar meu carro, um Onix 2020, pro Arthur e a parte disponível toda pra minha mãe, Dona Lourdes.',
      { today },
    );
    expect(facts).toMatchObject({
      nome: 'João',
      idade: 51,
      civilStatus: { estadoCivil: 'divorciado' },
      address: {
        logradouro: 'Rua Domingos Vieira',
        numero: '300',
        bairro: 'Santa Efigênia',
        cidade: 'Belo Horizonte',
        uf: 'MG',
      },
      gifts: [{ tipo: 'veiculo', descricao: 'o carro, um Onix 2020', para: 'Arthur' }],
      shares: [{ para: 'Lourdes', percentual: 100, base: 'disponivel', regra: 'toda_disponivel' }],
    });
    expect(facts.people).toEqual([
      {
        nome: 'Arthur',
        relacao: 'filho',
        sexo: 'masculino',
        idade: 16,
        menor: true,
        outroGenitor: 'Patrícia',
      },
      { nome: 'Lourdes', relacao: 'mae', sexo: 'feminino' },
    ]);
  });
});
