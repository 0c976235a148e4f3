import { describe, expect, it } from 'vitest';
import {
  companionNotSpouse,
  readCivilStatus,
  spouseNotCompanion,
  unionRegistered,
} from './civil-status-mentions.ts';

const today = '2026-11-20';

describe('the spouse named in a sentence', () => {
  it('ends the name where a message without punctuation goes on to the regime and the children', () => {
    expect(
      readCivilStatus(
        'sou casada com o francisco bezerra lima comunhao parcial tenho 2 filhos o rafael bezerra lima de 10/10/1992 e a renata bezerra lima de 05/05/1995',
        today,
      ),
    ).toEqual({
      estadoCivil: 'casado',
      regime: 'comunhao_parcial',
      parceiro: 'Francisco Bezerra Lima',
    });
  });

  it('still ends it at a comma, a year or "e"', () => {
    expect(readCivilStatus('casado com a Maria Souza, comunhão parcial', today)?.parceiro).toBe(
      'Maria Souza',
    );
    expect(readCivilStatus('casado com a maria souza desde 1990', today)?.parceiro).toBe(
      'Maria Souza',
    );
    expect(readCivilStatus('moro com a cida rocha e meus filhos', today)?.parceiro).toBe(
      'Cida Rocha',
    );
  });

  it('ends it before what the sentence says next: no papel, the children, the regime, a number', () => {
    const partner = (text: string) => readCivilStatus(text, today)?.parceiro;
    expect(partner('vivo com o joao pereira sem papel nenhum')).toBe('Joao Pereira');
    expect(partner('casado com a maria souza tem 2 filhos comigo')).toBe('Maria Souza');
    expect(partner('casado com a maria souza pela comunhao parcial')).toBe('Maria Souza');
    expect(partner('casada com o jose da silva filhos nao temos')).toBe('Jose da Silva');
    expect(partner('moro com a cida rocha 10 anos ja')).toBe('Cida Rocha');
  });
});

describe('a união estável, as people say it', () => {
  const read = (text: string) => readCivilStatus(text, today);

  it('reads living together without marrying as a union begun when they moved in', () => {
    expect(read('moro junto com a marlene ha 20 anos mas nao temos escritura nem casamos')).toEqual(
      { estadoCivil: 'uniao_estavel', desdeAno: 2006, parceiro: 'Marlene' },
    );
    expect(read('vivo com ela faz 20 anos')).toEqual({
      estadoCivil: 'uniao_estavel',
      desdeAno: 2006,
    });
    expect(read('moro com ele faz 8 anos, a gente nunca casou')?.estadoCivil).toBe('uniao_estavel');
  });

  it.each([
    'a gente mora junto',
    'sou juntado',
    'somos juntados ha uns 15 anos',
    'amasiado',
    'temos escritura de união estável',
    'nao casamos! é uniao estavel sem escritura',
    'não somos casados, moramos juntos desde 2010',
    'nao é casamento, é uniao estavel',
  ])('"%s" is a união estável, never a marriage', (text) => {
    expect(read(text)?.estadoCivil).toBe('uniao_estavel');
  });

  it('does not take living with a relative for a union, nor "não casei" for a marriage', () => {
    expect(read('solteira, moro com a minha filha')?.estadoCivil).toBe('solteiro');
    expect(read('moro com minha mae')).toBeUndefined();
    expect(read('moro junto com meus filhos')).toBeUndefined();
    expect(read('minha filha mora junto comigo')).toBeUndefined();
    expect(read('nao casei')?.estadoCivil).toBe('solteiro');
  });

  it('tells a companion corrected from a spouse', () => {
    expect(companionNotSpouse('ela é minha companheira nao esposa')).toBe(true);
    expect(companionNotSpouse('nao casamos!')).toBe(true);
    expect(companionNotSpouse('não somos casados')).toBe(true);
    expect(companionNotSpouse('não é casamento')).toBe(true);
    expect(companionNotSpouse('é minha esposa')).toBe(false);
    expect(companionNotSpouse('casamos em 1990')).toBe(false);
  });

  it('tells a spouse corrected from a companion', () => {
    expect(spouseNotCompanion('nao, somos casados sim')).toBe(true);
    expect(spouseNotCompanion('é minha esposa, nao companheira')).toBe(true);
    expect(spouseNotCompanion('nao somos casados')).toBe(false);
    expect(spouseNotCompanion('minha esposa')).toBe(false);
  });
});

describe('the civil status now, told with an earlier union', () => {
  const status = (text: string) => readCivilStatus(text, today);
  it('reads the present union, not the divorce or the widowhood before it', () => {
    expect(status('casado, é meu segundo casamento, me divorciei da primeira em 2001')).toEqual({
      estadoCivil: 'casado',
    });
    expect(status('fiquei viúvo e casei de novo')?.estadoCivil).toBe('casado');
    expect(status('divorciado, mas casei de novo em 2015 com a lucia')).toMatchObject({
      estadoCivil: 'casado',
      desdeAno: 2015,
    });
    expect(status('separei e hoje vivo com a rosa')?.estadoCivil).toBe('uniao_estavel');
    expect(status('sou divorciada do primeiro marido e hoje sou casada com o pedro souza')).toEqual(
      { estadoCivil: 'casado', parceiro: 'Pedro Souza' },
    );
    expect(status('era casada, hoje sou viúva')?.estadoCivil).toBe('viuvo');
  });

  it('reads a marriage told after the divorce or the widowhood as the present one', () => {
    expect(status('me divorciei em 2001 e casei com a silvia souza em 2005')).toEqual({
      estadoCivil: 'casado',
      desdeAno: 2005,
      parceiro: 'Silvia Souza',
    });
    expect(status('viuva, casei com o joao pereira em 2010')?.estadoCivil).toBe('casado');
    // Told the other way round, the marriage ended.
    expect(status('casei em 1990 e me divorciei em 2001')?.estadoCivil).toBe('divorciado');
    // Living with a relative is no union; no new marriage is no marriage.
    expect(status('divorciada, moro com minha mae')?.estadoCivil).toBe('divorciado');
    expect(status('divorciada, nunca mais casei')?.estadoCivil).toBe('divorciado');
    expect(status('viuvo, nao casei de novo')?.estadoCivil).toBe('viuvo');
    expect(status('era divorciado, agora to casado')?.estadoCivil).toBe('casado');
  });

  it('keeps what has no word of the present as it was', () => {
    expect(status('casada, mas nos separamos em 2019')).toMatchObject({
      estadoCivil: 'casado',
      separadoDeFato: true,
    });
    expect(status('viuva, meu marido faleceu em 2019')?.estadoCivil).toBe('viuvo');
    expect(status('divorciada')?.estadoCivil).toBe('divorciado');
  });
});

describe('a couple that never lived together', () => {
  const status = (text: string) => readCivilStatus(text, today);
  it('is never a union: "só namoramos", "nunca casamos nem moramos juntos"', () => {
    expect(
      status(
        'solteira. quer dizer, o pai do meu filho e eu só namoramos, nunca casamos nem moramos juntos',
      ),
    ).toEqual({ estadoCivil: 'solteiro', semParceiro: true });
    expect(status('o pai da minha filha e eu nunca moramos junto')?.estadoCivil).toBeUndefined();
    expect(companionNotSpouse('a gente so namorava, nunca casamos')).toBe(false);
    // Living together without marrying is still a union.
    expect(status('nunca casamos mas moramos juntos faz 10 anos')?.estadoCivil).toBe(
      'uniao_estavel',
    );
  });
});

describe('a union registered, in the words people use', () => {
  it.each([
    ['td no papel pq a gnt fez escritura', true],
    ['comunhao parcial q ta na escritura', true],
    ['fizemos no cartório', true],
    ['temos escritura publica', true],
    ['nao temos escritura', false],
    ['sem papel nenhum', false],
    ['comunhao parcial', undefined],
    ['no papel sou solteiro', undefined],
  ])('«%s» → %s', (said, registered) => {
    expect(unionRegistered(said)).toBe(registered);
  });
});

describe('a separação de fato told before the wedding year', () => {
  it("never takes the wedding year for the separation's", () => {
    expect(readCivilStatus('separada de fato, casei em 1990', today)).toEqual({
      estadoCivil: 'casado',
      separadoDeFato: true,
      desdeAno: 1990,
    });
    expect(readCivilStatus('separada de fato desde 2023, casei em 1990', today)).toMatchObject({
      separadoDesdeAno: 2023,
      desdeAno: 1990,
    });
  });
});

describe('a former partner told in the same message', () => {
  it('"com quem morei junto, mas nunca casei" is about her: the marriage told is kept', () => {
    for (const t of [
      'sou casado com a josiane ribeiro castro desde 2014 e tenho três filhos, dois da minha primeira companheira a cleonice, com quem eu morei junto uns anos mas nunca casei',
      'tenho um filho da minha ex, com quem nunca casei, e hoje sou casada com o Paulo Mendes',
      'casada com o Rui Teles, e tenho a Bia da minha primeira união, que nunca casamos no papel',
    ])
      expect(readCivilStatus(t, today)?.estadoCivil, t).toBe('casado');
  });

  it('"nunca casei" said of oneself is still single', () => {
    expect(readCivilStatus('tenho dois filhos da minha ex, nunca casei', today)?.estadoCivil).toBe(
      'solteiro',
    );
  });
});
