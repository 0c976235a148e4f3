import { describe, expect, it } from 'vitest';
import { parseYesNo } from './yes-no.ts';
import {
  capitalizeName,
  parseNameList,
  parsePersonName,
  splitRelation,
  stripListHeader,
} from './names.ts';
import { readNationality } from './nationality.ts';
import { parseCnpj, parseCpf, stripDocuments } from './cpf.ts';
import { ageOn, parseDate, stripDate } from './dates.ts';
import { formatPct, parsePercent, stripPercent } from './percentages.ts';
import { formatMoney, parseMoney } from './money.ts';
import { parseAddress, parseCep, parseCityUf, parseUf } from './places.ts';
import { parseCivilStatus, parseRegime } from './civil-status.ts';

describe('parseYesNo', () => {
  it.each([
    'sim',
    'Sim!',
    'SIM',
    'siim',
    's',
    'claro',
    'Claro que sim',
    'com certeza',
    'isso',
    'isso mesmo',
    'ok',
    'pode ser',
    'tenho',
    'sou sim',
    'aham',
    'uhum',
    'correto',
    'exato',
    'beleza',
    'ciente',
    'confirmo',
  ])('"%s" is yes', (text) => expect(parseYesNo(text)).toBe(true));
  it.each([
    'não',
    'nao',
    'Não.',
    'naum',
    'n',
    'nenhum',
    'nenhuma',
    'não tenho',
    'nao tenho filhos',
    'nunca',
    'de jeito nenhum',
    'claro que não',
    'negativo',
    'ninguém',
    'nada',
    'acho que não',
    'ainda não',
    'não quero',
  ])('"%s" is no', (text) => expect(parseYesNo(text)).toBe(false));
  it.each(['tenho', 'já fiz', 'quero sim', 'tenho sim, dois anos atrás'])(
    'short "%s" is yes',
    (text) => expect(parseYesNo(text)).toBe(true),
  );
  it.each([
    'talvez',
    'não sei',
    'sei lá',
    'banana',
    '',
    '???',
    'depende',
    'tenho dois filhos: Ana Paula e Pedro Henrique',
    'sou casada com o José há trinta anos',
  ])('"%s" is unclear', (text) => expect(parseYesNo(text)).toBeUndefined());
});

describe('names', () => {
  it.each([
    ['joão da silva', 'João da Silva'],
    ['MARIA DOS SANTOS OLIVEIRA', 'Maria dos Santos Oliveira'],
    ['ana de souza e silva', 'Ana de Souza e Silva'],
    ['  pedro   álvares cabral ', 'Pedro Álvares Cabral'],
    ["joana d'arc lima", "Joana d'Arc Lima"],
    ["Joana D'Arc Medeiros", "Joana D'Arc Medeiros"],
    ['ana-paula costa', 'Ana-Paula Costa'],
  ])('capitalises "%s"', (raw, expected) => expect(capitalizeName(raw)).toBe(expected));

  it.each([
    ['Meu nome é joão da silva', 'João da Silva'],
    ['me chamo Maria Aparecida', 'Maria Aparecida'],
    ['sou a Carla Souza', 'Carla Souza'],
    ['José Carlos Pereira.', 'José Carlos Pereira'],
  ])('reads a full name from "%s"', (raw, expected) =>
    expect(parsePersonName(raw, { full: true })).toBe(expected),
  );
  it.each(['João', '12345', 'sim', 'joão 123', '', 'a', '@@@ ###'])(
    'rejects "%s" as a full name',
    (raw) => expect(parsePersonName(raw, { full: true })).toBeUndefined(),
  );
  it('splits a relation word', () => {
    expect(splitRelation('meu amigo João Silva')).toEqual({
      relacao: 'amigo',
      resto: 'João Silva',
    });
    expect(splitRelation('minha irmã Carla')).toEqual({ relacao: 'irmã', resto: 'Carla' });
    // Typed without accents, the relation is stored as the will prints it ("(irmã)", not "(irma)").
    expect(splitRelation('minha irma Carla')).toEqual({ relacao: 'irmã', resto: 'Carla' });
    expect(splitRelation('meu irmao Jose')).toEqual({ relacao: 'irmão', resto: 'Jose' });
    expect(splitRelation('João Silva')).toEqual({ resto: 'João Silva' });
  });
  it.each([
    ['João e Maria', ['João', 'Maria']],
    ['meus filhos Ana, Pedro e Lucas', ['Ana', 'Pedro', 'Lucas']],
    ['Ana Souza\nPedro Souza\nLucas Souza', ['Ana Souza', 'Pedro Souza', 'Lucas Souza']],
    ['são o joão da silva; a maria de souza', ['João da Silva', 'Maria de Souza']],
    ['- ana\n- bia', ['Ana', 'Bia']],
  ])('reads the list "%s"', (raw, expected) => expect(parseNameList(raw)).toEqual(expected));
  it('rejects a list with junk', () => expect(parseNameList('Ana, 123')).toBeUndefined());
  it.each([
    [
      'sim, o marcos deixou 2: pedro henrique cavalcanti e luana cavalcanti',
      'pedro henrique cavalcanti e luana cavalcanti',
    ],
    ['tenho 1, o miguel sousa rocha, nasceu 15/08/2021', 'o miguel sousa rocha, nasceu 15/08/2021'],
    [
      'tenho 3 filhos tudo maior de idade: jose nonato silva, maria clara silva',
      'jose nonato silva, maria clara silva',
    ],
    ['Sim, deixou minha neta Gabriela Farias Cunha', 'minha neta Gabriela Farias Cunha'],
    ['Ana Souza, 10/02/2010', 'Ana Souza, 10/02/2010'],
    ['a ana souza e o pedro souza', 'a ana souza e o pedro souza'],
  ])('takes the count and the words before the names off "%s"', (raw, expected) =>
    expect(stripListHeader(raw)).toBe(expected),
  );
});

describe('CPF and CNPJ', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    'meu cpf é 529 982 247 25',
    'CPF: 529.982.24725',
    '529982247-25',
  ])('reads "%s"', (raw) => expect(parseCpf(raw)).toEqual({ ok: true, digits: '52998224725' }));
  it('rejects wrong check digits and repeated digits', () => {
    expect(parseCpf('529.982.247-26')).toEqual({ ok: false, reason: 'digito' });
    expect(parseCpf('111.111.111-11')).toEqual({ ok: false, reason: 'digito' });
  });
  it('reports a missing CPF', () => {
    expect(parseCpf('não sei')).toEqual({ ok: false, reason: 'ausente' });
    expect(parseCpf('1234')).toEqual({ ok: false, reason: 'ausente' });
  });
  it('reads a CNPJ', () => {
    expect(parseCnpj('11.222.333/0001-81')).toEqual({ ok: true, digits: '11222333000181' });
    expect(parseCnpj('CNPJ 11222333000181')).toEqual({ ok: true, digits: '11222333000181' });
    expect(parseCnpj('11.222.333/0001-80')).toEqual({ ok: false, reason: 'digito' });
  });
  it('strips documents from a text', () => {
    expect(stripDocuments('Maria Souza, CPF 529.982.247-25')).toBe('Maria Souza');
  });
});

describe('parseDate', () => {
  it.each([
    ['05/03/1960', '1960-03-05'],
    ['5/3/1960', '1960-03-05'],
    ['05-03-1960', '1960-03-05'],
    ['05.03.1960', '1960-03-05'],
    ['5 de março de 1960', '1960-03-05'],
    ['5 de marco de 1960', '1960-03-05'],
    ['05 mar 1960', '1960-03-05'],
    ['1º de maio de 1980', '1980-05-01'],
    ['primeiro de maio de 1980', '1980-05-01'],
    ['1960-03-05', '1960-03-05'],
    ['nasci em 12/10/85', '1985-10-12'],
    ['05031960', '1960-03-05'],
    ['quinze de junho de 1975', '1975-06-15'],
    ['vinte e um de abril de 1980', '1980-04-21'],
    ['29/02/2000', '2000-02-29'],
  ])('reads "%s"', (raw, expected) => expect(parseDate(raw)).toBe(expected));
  it.each(['31/02/1960', '29/02/2001', '5 de marçal de 1960', 'ontem', '13/13/2000', ''])(
    'rejects "%s"',
    (raw) => expect(parseDate(raw)).toBeUndefined(),
  );
  it('computes ages', () => {
    expect(ageOn('1960-03-05', '2025-03-04')).toBe(64);
    expect(ageOn('1960-03-05', '2025-03-05')).toBe(65);
  });
  it('strips a date', () =>
    expect(stripDate('Ana Souza, nascida em 10/02/2010')).toBe('Ana Souza'));
});

describe('parsePercent', () => {
  it.each([
    ['30%', 30],
    ['30 %', 30],
    ['30 por cento', 30],
    ['12,5%', 12.5],
    ['metade', 50],
    ['a metade', 50],
    ['um terço', 33.3333],
    ['um terco', 33.3333],
    ['1/3', 33.3333],
    ['dois terços', 66.6667],
    ['um quarto', 25],
    ['tudo', 100],
    ['vinte por cento', 20],
    ['50', 50],
  ])('reads "%s"', (raw, expected) => expect(parsePercent(raw)).toBe(expected));
  it.each(['150%', '0%', 'bastante', ''])('rejects "%s"', (raw) =>
    expect(parsePercent(raw)).toBeUndefined(),
  );
  it('strips and formats', () => {
    expect(stripPercent('30% para João')).toBe('para João');
    expect(formatPct(33.3333)).toBe('33,33%');
  });
});

describe('parseMoney', () => {
  it.each([
    ['R$ 10.000,00', 10000],
    ['R$10.000', 10000],
    ['10 mil reais', 10000],
    ['1,5 milhão', 1500000],
    ['dez mil reais', 10000],
    ['5000', 5000],
    ['R$ 250,50', 250.5],
  ])('reads "%s"', (raw, expected) => expect(parseMoney(raw)).toBe(expected));
  it('rejects text without an amount', () => expect(parseMoney('meu carro')).toBeUndefined());
  it('formats', () => expect(formatMoney(1234567.5)).toBe('R$ 1.234.567,50'));
});

describe('places', () => {
  it.each([
    ['SP', 'SP'],
    ['sp', 'SP'],
    ['São Paulo', 'SP'],
    ['minas gerais', 'MG'],
    ['Pará', 'PA'],
  ])('reads UF "%s"', (raw, expected) => expect(parseUf(raw)).toBe(expected));
  it.each([
    ['Recife/PE', { cidade: 'Recife', uf: 'PE' }],
    ['recife - pe', { cidade: 'Recife', uf: 'PE' }],
    ['Rio de Janeiro RJ', { cidade: 'Rio de Janeiro', uf: 'RJ' }],
    ['São Paulo, São Paulo', { cidade: 'São Paulo', uf: 'SP' }],
    ['belo horizonte, minas gerais', { cidade: 'Belo Horizonte', uf: 'MG' }],
    ['em Campinas/SP', { cidade: 'Campinas', uf: 'SP' }],
    ['nasci em salvador bahia', { cidade: 'Salvador', uf: 'BA' }],
    ['Eu nasci em Juiz de Fora, MG', { cidade: 'Juiz de Fora', uf: 'MG' }],
    ['sou de Natal RN', { cidade: 'Natal', uf: 'RN' }],
    ['moro em Nova Iguaçu/RJ', { cidade: 'Nova Iguaçu', uf: 'RJ' }],
  ])('reads city "%s"', (raw, expected) => expect(parseCityUf(raw)).toEqual(expected));
  it('rejects a city without UF', () => expect(parseCityUf('Recife')).toBeUndefined());
  it.each(['01310-100', '01310100', 'CEP 01.310-100'])('reads CEP "%s"', (raw) =>
    expect(parseCep(raw)).toBe('01310100'),
  );
  it('reads a full address', () => {
    expect(
      parseAddress('Rua das Flores, 123, apto 4, Centro, São Paulo/SP, CEP 01234-567'),
    ).toEqual({
      ok: true,
      endereco: {
        logradouro: 'Rua das Flores',
        numero: '123',
        complemento: 'apto 4',
        bairro: 'Centro',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '01234567',
      },
    });
    const r = parseAddress('Av. Brasil 500 - Recife - PE 50000-000');
    expect(r.ok && r.endereco).toMatchObject({
      logradouro: 'Av. Brasil',
      numero: '500',
      cidade: 'Recife',
      uf: 'PE',
    });
  });
  it('names what is missing from an address', () => {
    expect(parseAddress('Rua das Flores, Recife/PE')).toEqual({
      ok: false,
      faltando: ['número', 'CEP'],
    });
  });
});

describe('civil status and regime', () => {
  it.each([
    ['solteiro', 'solteiro'],
    ['Solteira', 'solteiro'],
    ['sou casada', 'casado'],
    ['casado no papel', 'casado'],
    ['amasiado', 'uniao_estavel'],
    ['moro junto', 'uniao_estavel'],
    ['uniao estavel', 'uniao_estavel'],
    ['União Estável', 'uniao_estavel'],
    ['divorciada', 'divorciado'],
    ['viuva', 'viuvo'],
    ['Viúvo', 'viuvo'],
    ['separada judicialmente', 'separado'],
  ])('reads "%s"', (raw, expected) => expect(parseCivilStatus(raw)).toBe(expected));
  it('rejects nonsense', () => expect(parseCivilStatus('azul')).toBeUndefined());
  it.each([
    ['comunhao parcial', 'comunhao_parcial'],
    ['Comunhão parcial de bens', 'comunhao_parcial'],
    ['parcial', 'comunhao_parcial'],
    ['comunhão universal', 'comunhao_universal'],
    ['separação total de bens', 'separacao_convencional'],
    ['separacao obrigatoria', 'separacao_obrigatoria'],
    ['participação final nos aquestos', 'participacao_final_aquestos'],
  ])('reads regime "%s"', (raw, expected) => expect(parseRegime(raw)).toBe(expected));
  it('rejects an unknown regime', () => expect(parseRegime('não sei')).toBeUndefined());
});

describe('sentences typed at a name question', () => {
  it.each(['meus pais já faleceram', 'os dois são adultos', 'tenho dois filhos'])(
    '"%s" is not a name',
    (text) => expect(parsePersonName(text)).toBeUndefined(),
  );
});

describe('readNationality', () => {
  it.each([
    ['venezuelano, naturalizado brasileiro', 'brasileiro naturalizado'],
    ['naturalizada brasileira', 'brasileira naturalizada'],
    ['brasileiro naturalizado', 'brasileiro naturalizado'],
    ['Portuguesa', 'portuguesa'],
  ])('"%s" is %s', (text, expected) => expect(readNationality(text)).toBe(expected));
  it('is not a sentence with digits', () => expect(readNationality('123 brasil')).toBeUndefined());
});
