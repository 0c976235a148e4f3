import { describe, expect, it } from 'vitest';
import { finalWill, play, singlePersonUntil, type Step } from '../conversation-test-helpers.ts';
import { readPersonAddress, readTestatorAddress } from './address-answer.ts';

const upToWitnesses: Step[] = [
  'sim',
  'Carlos Alberto Mendes',
  '529.982.247-25',
  '15/06/1975',
  'Campinas/SP',
  'engenheiro',
  'Rua das Flores, 123, Jardim Paulista, São Paulo/SP, CEP 01415-000',
  'nenhuma',
  'não',
  'solteiro',
  'não',
  'não',
  'não',
  '100% para a Associação Amigos do Bem, CNPJ 11.222.333/0001-81',
  'não',
  'não',
  'não',
  'pular',
  'não',
  'particular',
];
const OTHER_WITNESSES = [
  'Juliana Pereira Santos, 246.813.579-28, 02/11/1985',
  'Marcos Vinícius Rocha, 135.792.468-28, 14/07/1990',
];

describe('addresses typed without commas, as the people of the eval typed them', () => {
  it('keeps "casa b" as the complement and "conjunto ceara" as the neighbourhood', () => {
    expect(
      readTestatorAddress('rua sao jose 88 casa b conjunto ceara fortaleza ce 60530-340'),
    ).toEqual({
      ok: true,
      endereco: {
        logradouro: 'Rua São José',
        numero: '88',
        complemento: 'casa B',
        bairro: 'Conjunto Ceará',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60530340',
      },
    });
  });

  it('reads the neighbourhood after a street named by a date', () => {
    expect(readTestatorAddress('rua 7 de setembro 455 centro teresina pi cep 64000-040')).toEqual({
      ok: true,
      endereco: {
        logradouro: 'Rua 7 de Setembro',
        numero: '455',
        bairro: 'Centro',
        cidade: 'Teresina',
        uf: 'PI',
        cep: '64000040',
      },
    });
    expect(
      readTestatorAddress('Rua 14 de Julho, 2500, apto 3, Centro, Campo Grande/MS, CEP 79002-010'),
    ).toMatchObject({
      ok: true,
      endereco: { logradouro: 'Rua 14 de Julho', numero: '2500', bairro: 'Centro' },
    });
  });

  it('reads a superquadra of Brasília: the quadra is the street, the bloco its number', () => {
    expect(
      readTestatorAddress('Aqui em Brasília, SQS 308 Bloco C apto 504, Asa Sul, CEP 70355-030'),
    ).toEqual({
      ok: true,
      endereco: {
        logradouro: 'SQS 308',
        numero: 'Bloco C',
        complemento: 'apto 504',
        bairro: 'Asa Sul',
        cidade: 'Brasília',
        uf: 'DF',
        cep: '70355030',
      },
    });
  });

  it('ends the address at its CEP when the sentence goes on', () => {
    expect(
      readTestatorAddress(
        'oi boa tarde meu nome e antonia lucia bezerra sou professora moro na rua tiburcio cavalcante 1500 apto 201 meireles fortaleza ce cep 60125-100 sou casada com o francisco bezerra lima comunhao parcial tenho 2 filhos o rafael bezerra lima de 10/10/1992',
      ),
    ).toEqual({
      ok: true,
      endereco: {
        logradouro: 'Rua Tibúrcio Cavalcante',
        numero: '1500',
        complemento: 'apto 201',
        bairro: 'Meireles',
        cidade: 'Fortaleza',
        uf: 'CE',
        cep: '60125100',
      },
    });
  });

  it('writes streets as on a letter: accents, "Avenida", "XV", "FAB"', () => {
    const street = (text: string) => {
      const r = readTestatorAddress(text);
      return r.ok ? r.endereco.logradouro : undefined;
    };
    expect(street('rua do hospicio 120 boa vista recife pe 50050-000')).toBe('Rua do Hospício');
    expect(street('Av Higienopolis, 1200, apto 71, Centro, Londrina/PR, CEP 86020-080')).toBe(
      'Avenida Higienópolis',
    );
    // Found by a try: "Bormann 850" lost its last letter to the "n" of "n 850".
    expect(street('rua marechal bormann 850, centro, chapeco sc, 89801-000')).toBe(
      'Rua Marechal Bormann',
    );
    expect(street('R. Mateus Leme, 1200, ap 52, Centro Cívico, Curitiba/PR, CEP 80530-010')).toBe(
      'Rua Mateus Leme',
    );
    expect(street('rua joao pessoa n 45 centro chapeco sc 89801-000')).toBe('Rua João Pessoa');
    expect(street('rua xv de novembro 800 centro curitiba pr 80020-310')).toBe(
      'Rua XV de Novembro',
    );
    expect(street('avenida fab 1500 centro macapa ap 68900-073')).toBe('Avenida FAB');
  });

  it("reads a witness's address typed without commas, CEP optional", () => {
    expect(readPersonAddress('rua da bahia 100 centro belo horizonte mg')).toEqual({
      logradouro: 'Rua da Bahia',
      numero: '100',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    });
    expect(readPersonAddress('SHIS QI 5 Conjunto 3 Casa 10, Lago Sul, Brasília/DF')).toMatchObject({
      logradouro: 'SHIS QI 5 Conjunto 3',
      numero: 'Casa 10',
      bairro: 'Lago Sul',
    });
    expect(readPersonAddress('rua sao jose, 45, centro, fortaleza/ce')).toMatchObject({
      logradouro: 'Rua São José',
      bairro: 'Centro',
    });
  });
});

describe("a witness's address typed without commas", () => {
  it('is kept, written as on a letter', () => {
    const { last } = play([
      ...upToWitnesses,
      [
        'roberto carlos lima 98765432100 20/01/1970 rua da bahia 100 centro bh',
        ...OTHER_WITNESSES,
      ].join('\n'),
      'sim',
      'sim',
    ]);
    const will = finalWill(last);
    const first = will.pessoas.find((p) => p.id === will.formalidades.testemunhaIds[0]);
    expect(first?.endereco).toEqual({
      logradouro: 'Rua da Bahia',
      numero: '100',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    });
  });

  it("without its city, takes the testator's city, says so, and never blocks the list", () => {
    const { last } = play([
      ...upToWitnesses,
      [
        'roberto carlos lima 98765432100 20/01/1970 rua da bahia 100 centro',
        ...OTHER_WITNESSES,
      ].join('\n'),
    ]);
    const reply = last.replies.join('\n');
    expect(reply).toContain(
      'No endereço de Roberto Carlos Lima não veio a cidade; pus São Paulo/SP, a mesma do seu endereço.',
    );
    expect(reply).toContain('"alterar testemunhas"');
    expect(reply).not.toContain('faltou');
  });
});

// Found by a try in the browser: the complement and the bairro were lost along the way.
describe('the complement and the bairro of a testator address', () => {
  const atAddress: Step[] = [
    'sim',
    'marlene ferreira lima',
    '318.456.027-90',
    '03/03/1955',
    'recife pe',
    'aposentada',
  ];
  const addressAfter = (...said: string[]) =>
    play([...atAddress, ...said]).state.draft.testador.endereco;

  it('keeps "apto 301, boa vista" typed with the CEP asked for', () => {
    expect(addressAfter('rua da aurora 325, recife', 'apto 301, boa vista, 50050-000')).toEqual({
      logradouro: 'Rua da Aurora',
      numero: '325',
      complemento: 'apto 301',
      bairro: 'Boa Vista',
      cidade: 'Recife',
      uf: 'PE',
      cep: '50050000',
    });
  });

  it('takes nothing else from a CEP said with words: "nao sei, acho que 50050-000"', () => {
    const e = addressAfter('rua da aurora 325, recife', 'nao sei, acho que 50050-000');
    expect(e?.bairro).toBeUndefined();
    expect(e?.cep).toBe('50050000');
  });

  it('keeps "Casa" and the bairro after it: "Rua São José, nº 45, Casa, São Cristóvão"', () => {
    expect(
      addressAfter('Rua São José, nº 45, Casa, São Cristóvão, Recife', '52040-000'),
    ).toMatchObject({
      numero: '45',
      complemento: 'Casa',
      bairro: 'São Cristóvão',
    });
    expect(
      addressAfter('rua sao jose n 45 casa, bairro sao cristovao, recife', '52040000'),
    ).toMatchObject({ logradouro: 'Rua São José', complemento: 'casa', bairro: 'São Cristóvão' });
  });
});

describe('the word "bairro" before a neighbourhood', () => {
  const bairro = (text: string) => {
    const read = readTestatorAddress(text);
    return read.ok ? read.endereco.bairro : read.semCep?.bairro;
  };

  it.each([
    ['rua das flores 120 bairro santa cruz recife pe', 'Santa Cruz'],
    ['rua das flores 120, bairro santa cruz, recife pe, cep 52040-000', 'Santa Cruz'],
    ['rua x 10, bairro alto da boa vista, recife, cep 52040-000', 'Alto da Boa Vista'],
    ['rua x 10, novo horizonte, olinda, cep 53030-010', 'Novo Horizonte'],
  ])('is left out of the name: %s', (text, expected) => expect(bairro(text)).toBe(expected));

  it.each([
    'rua x 10, bairro novo, olinda',
    'rua x 10 bairro novo olinda pe 53030-010',
    'rua x 10, Bairro Novo, Olinda/PE, CEP 53030-010',
  ])('is the name when only an adjective follows it: %s', (text) =>
    expect(bairro(text)).toBe('Bairro Novo'),
  );

  it('said with the CEP after the question asked for it', () => {
    const { state } = play([
      ...singlePersonUntil('endereco'),
      'rua x, 10, olinda pe',
      'bairro novo, 53030-010',
    ]);
    expect(state.draft.testador.endereco?.bairro).toBe('Bairro Novo');
  });
});

describe('addresses as people type them: city last, abbreviations, CEP said aloud', () => {
  const read = (text: string) => {
    const r = readTestatorAddress(text);
    return r.ok ? r.endereco : r;
  };

  it.each([
    // The city said last, after the neighbourhood, with the CEP's state: never a namesake.
    [
      'moro na rua do bom jesus 90 na boa vista recife cep 50050-000',
      { bairro: 'Boa Vista', cidade: 'Recife', uf: 'PE' },
    ],
    [
      'r barao de ladario 300 aldeota fortaleza ce 60150-000',
      { logradouro: 'Rua Barão de Ladário', bairro: 'Aldeota', cidade: 'Fortaleza', uf: 'CE' },
    ],
    [
      'av afonso pena 1500, centro belo horizonte minas gerais cep 30130 005',
      { bairro: 'Centro', cidade: 'Belo Horizonte', uf: 'MG', cep: '30130005' },
    ],
    [
      'rua 9 n 210 jd america goiania go 74000-000',
      { bairro: 'Jardim América', cidade: 'Goiânia', uf: 'GO' },
    ],
    [
      'av t-4 500 ap 1202 set bueno goiania 74230-030',
      { bairro: 'Setor Bueno', complemento: 'apto 1202' },
    ],
    ['rua do amparo 45, bairro alto da se, olinda pe, cep 53020-190', { bairro: 'Alto da Sé' }],
    ['rua das flores 12 pq sao jorge campinas sp 13000-000', { bairro: 'Parque São Jorge' }],
  ])('%s', (text, expected) => expect(read(text)).toMatchObject(expected));

  it('asks for the CEP again when it is of another state than the city', () => {
    const r = readTestatorAddress('rua do bom jesus 90, boa vista, fortaleza ce, cep 50050-000');
    expect(r).toMatchObject({ ok: false, cepOutroEstado: '50050000' });
  });

  it('reads the city said last through the conversation', () => {
    const { state } = play([
      ...singlePersonUntil('endereco'),
      'rua do bom jesus 90 boa vista recife pe 50050-000',
    ]);
    expect(state.draft.testador.endereco).toMatchObject({ cidade: 'Recife', uf: 'PE' });
  });
});

describe('an address typed without its city', () => {
  const upToBirthplace: Step[] = [
    'sim',
    'maria do carmo bezerra freitas',
    '318.456.027-90',
    '20/05/1959',
  ];
  const addressAfter = (...said: string[]) => play([...upToBirthplace, ...said]);

  it('takes the city said earlier ("moro aqui em Fortaleza") when the CEP is of its state', () => {
    const { state } = addressAfter(
      'sou de Quixadá, lá do sertão central, mas moro aqui em Fortaleza desde mocinha',
      'brasileira',
      'professora aposentada',
      'moro na Rua Barão de Aracati, 1234, apartamento 201, na Aldeota, CEP 60115-081',
    );
    expect(state.draft.testador.endereco).toEqual({
      logradouro: 'Rua Barão de Aracati',
      numero: '1234',
      complemento: 'apto 201',
      bairro: 'Aldeota',
      cidade: 'Fortaleza',
      uf: 'CE',
      cep: '60115081',
    });
  });

  it('never takes a city of another state than the CEP', () => {
    expect(
      readTestatorAddress('rua das flores 123, centro, cep 60115-081', {
        cidade: 'Manaus',
        uf: 'AM',
      }),
    ).toMatchObject({ ok: false, faltando: ['cidade'] });
  });

  it('keeps everything typed and asks only for the city', () => {
    const { last, state } = addressAfter(
      'nasci em quixada',
      'brasileira',
      'costureira',
      'rua barao de aracati 1234 apto 201 aldeota cep 60115-081',
    );
    const reply = last.replies.join('\n');
    expect(reply).toContain('Falta só a cidade');
    expect(reply).toContain('60115-081');
    const next = play([
      ...upToBirthplace,
      'nasci em quixada',
      'brasileira',
      'costureira',
      'rua barao de aracati 1234 apto 201 aldeota cep 60115-081',
      'é em fortaleza mesmo',
    ]);
    expect(state.draft.testador.endereco).toBeUndefined();
    expect(next.state.draft.testador.endereco).toMatchObject({
      logradouro: 'Rua Barão de Aracati',
      numero: '1234',
      cidade: 'Fortaleza',
      uf: 'CE',
      cep: '60115081',
    });
  });
});

describe('addresses pasted in labeled lines or said by voice', () => {
  it('joins "Logradouro:", "Número:", "Bairro:" lines into one address', () => {
    expect(
      readTestatorAddress(
        'Rua: Av. Beira Mar\nNúmero: 12\nBairro: Meireles\nCidade: Fortaleza/CE\nCEP: 60165-121',
      ),
    ).toMatchObject({
      ok: true,
      endereco: { numero: '12', bairro: 'Meireles', cidade: 'Fortaleza' },
    });
    expect(
      readTestatorAddress(
        'Logradouro: Rua Otto Boehm\nNúmero: 455\nBairro: América\nCidade: Joinville/SC\nCEP: 89201-700',
      ),
    ).toEqual({
      ok: true,
      endereco: {
        logradouro: 'Rua Otto Boehm',
        numero: '455',
        bairro: 'América',
        cidade: 'Joinville',
        uf: 'SC',
        cep: '89201700',
      },
    });
  });

  it('reads the numbers said in words, the CEP too', () => {
    expect(
      readTestatorAddress(
        'moro na rua do sol numero cento e vinte e tres, centro, sao luis, cep sessenta e cinco mil e setenta e um trezentos e oitenta',
      ),
    ).toMatchObject({
      ok: true,
      endereco: { logradouro: 'Rua do Sol', numero: '123', bairro: 'Centro', cep: '65071380' },
    });
    expect(
      readTestatorAddress(
        'moro na avenida cabo branco numero dois mil e dez apartamento trezentos e dois no cabo branco joao pessoa cep cinquenta e oito mil e quarenta e cinco zero zero zero',
      ),
    ).toMatchObject({
      ok: true,
      endereco: { numero: '2010', complemento: 'apto 302', bairro: 'Cabo Branco', cep: '58045000' },
    });
  });

  it('takes no other number in words for the house number', () => {
    expect(
      readTestatorAddress('moro na rua das flores em recife, tenho dois filhos'),
    ).toMatchObject({
      ok: false,
      faltando: expect.arrayContaining(['número']),
    });
  });
});
