import { describe, expect, it } from 'vitest';
import { parseWitnessLine } from '../questions/witnesses.ts';
import { witnessPieces } from './witness-list.ts';

const TODAY = '2026-06-01';
const read = (answer: string) =>
  witnessPieces(answer).map((piece) => parseWitnessLine(piece, TODAY));

// Valid CPFs: 529.982.247-25, 111.444.777-35, 123.456.789-09.
describe('witnessPieces: one piece per witness, as people type and dictate them', () => {
  it('a line that introduces the list is not a witness', () => {
    for (const intro of [
      'minha filha voltou, ela vai botar as testemunhas:',
      'seguem:',
      'as testemunhas sao essas',
      'ta aqui as testemunha 🙏',
    ])
      expect(
        read(
          `${intro}\nAna Paula Souza, 529.982.247-25, 10/02/1971\nbruno lima 11144477735 3/4/80\nCarla Dias Rocha, 123.456.789-09, 05/06/1975`,
        ).map((w) => (typeof w === 'string' ? w : w.nome)),
      ).toEqual(['Ana Paula Souza', 'Bruno Lima', 'Carla Dias Rocha']);
  });

  it('"as testemunhas são:" before the first witness on the same line', () => {
    expect(
      witnessPieces('as testemunhas são: Ana Paula Souza, 529.982.247-25, 10/02/1971'),
    ).toEqual(['Ana Paula Souza, 529.982.247-25, 10/02/1971']);
    expect(witnessPieces('testemunha 1: ana paula souza 52998224725 10/02/1971')).toEqual([
      'ana paula souza 52998224725 10/02/1971',
    ]);
  });

  it('dictated: CPFs in groups, dates in words, "vírgula" and "a primeira / a segunda"', () => {
    const dictated =
      'a primeira é ana paula souza cpf 529 982 247 25 nascida em três de abril de 1958 vírgula a segunda é edileuza maria santos cpf 111 444 777 35 nascida em vinte e dois de novembro de mil novecentos e sessenta e nove vírgula e o terceiro bruno lima cpf 123 456 789 09 nascido em primeiro de julho de 1974';
    expect(read(dictated)).toEqual([
      { nome: 'Ana Paula Souza', cpf: '52998224725', data: '1958-04-03' },
      { nome: 'Edileuza Maria Santos', cpf: '11144477735', data: '1969-11-22' },
      { nome: 'Bruno Lima', cpf: '12345678909', data: '1974-07-01' },
    ]);
  });

  it('several witnesses run together on one line, cut after each date (or each CPF)', () => {
    const names = (answer: string) =>
      read(answer).map((w) => (typeof w === 'string' ? w : `${w.nome} ${w.cpf} ${w.data}`));
    const expected = [
      'Ana Souza 52998224725 1971-02-10',
      'Bruno Lima 11144477735 1980-04-03',
      'Carla Dias 12345678909 1975-06-05',
    ];
    expect(
      names(
        'Ana Souza, 529.982.247-25, 10/02/1971, Bruno Lima, 111.444.777-35, 03/04/1980, Carla Dias, 123.456.789-09, 05/06/1975',
      ),
    ).toEqual(expected);
    expect(
      names(
        'ana souza 52998224725 10/2/71 bruno lima 11144477735 3/4/80 e carla dias 12345678909 5/6/75',
      ),
    ).toEqual(expected);
    expect(
      names(
        'ana souza nasc 10/02/1971 cpf 529.982.247-25, bruno lima nasc 03/04/1980 cpf 111.444.777-35 e carla dias nasc 05/06/1975 cpf 123.456.789-09',
      ),
    ).toEqual(expected);
  });

  it('"a outra é a dona …", "e a última …", an emoji at the end', () => {
    expect(
      read(
        'a outra é a dona ana souza cpf 529.982.247-25 nasc 10/2/71 e a ultima bruno lima 111.444.777-35 3/4/80 😊',
      ),
    ).toEqual([
      { nome: 'Ana Souza', cpf: '52998224725', data: '1971-02-10' },
      { nome: 'Bruno Lima', cpf: '11144477735', data: '1980-04-03' },
    ]);
  });

  it('every CPF is still checked: a wrong digit is reported for that witness', () => {
    const [first, second] = read(
      'a primeira é ana souza cpf 529 982 247 26 nascida em 10/02/1971 vírgula a segunda bruno lima cpf 111 444 777 35 nascido em 03/04/1980',
    );
    expect(first).toMatch(/CPF/);
    expect(second).toMatchObject({ nome: 'Bruno Lima' });
  });

  it('a message with no CPF at all is left as typed (the question says what is missing)', () => {
    expect(witnessPieces('vou pegar as testemunhas amanhã')).toEqual([
      'vou pegar as testemunhas amanhã',
    ]);
  });

  it('an introduction with a number ("3 vizinhos dele:") is not a witness', () => {
    expect(
      read(
        'as testemunhas vao ser 3 vizinhos dele:\nana paula souza, cpf 529.982.247-25, nasceu 10/02/1971\nbruno lima cpf 11144477735 nasc 3/4/80\ncarla dias rocha 123.456.789-09 05/06/1975',
      ).map((w) => (typeof w === 'string' ? w : w.nome)),
    ).toEqual(['Ana Paula Souza', 'Bruno Lima', 'Carla Dias Rocha']);
  });

  it('talk around each witness is left out, never kept in the name', () => {
    expect(
      read(
        'então são duas vizinhas minhas de muitos anos: Ana Paula Souza, CPF 529.982.247-25, nascida em 10/02/1971, e o Bruno Lima, que é marido da outra vizinha, CPF 111.444.777-35, nascido em 03/04/1980',
      ),
    ).toEqual([
      { nome: 'Ana Paula Souza', cpf: '52998224725', data: '1971-02-10' },
      { nome: 'Bruno Lima', cpf: '11144477735', data: '1980-04-03' },
    ]);
    expect(
      read(
        'a ana paula souza que mora do lado, cpf 529.982.247-25, nascida em 10/02/1971\nbruno lima q é o marido da costureira 111.444.777-35 03/04/1980',
      ),
    ).toEqual([
      { nome: 'Ana Paula Souza', cpf: '52998224725', data: '1971-02-10' },
      { nome: 'Bruno Lima', cpf: '11144477735', data: '1980-04-03' },
    ]);
    expect(
      read('meu compadre de anos, Carla Dias Rocha, 123.456.789-09, 05/06/1975, gente boa'),
    ).toEqual([{ nome: 'Carla Dias Rocha', cpf: '12345678909', data: '1975-06-05' }]);
  });

  it('a table: header line, "|" or tab columns, a "---" rule', () => {
    const expected = ['Ana Paula Souza', 'Bruno Lima', 'Carla Dias Rocha'];
    const names = (answer: string) => read(answer).map((w) => (typeof w === 'string' ? w : w.nome));
    expect(
      names(
        'NOME | CPF | DATA NASC.\nAna Paula Souza | 529.982.247-25 | 10/02/1971\nBruno Lima | 111.444.777-35 | 03/04/1980\nCarla Dias Rocha | 123.456.789-09 | 05/06/1975',
      ),
    ).toEqual(expected);
    expect(
      names(
        '| Nome | CPF | Nascimento |\n|---|---|---|\n| Ana Paula Souza | 52998224725 | 10/02/1971 |\n| Bruno Lima | 11144477735 | 03/04/1980 |\n| Carla Dias Rocha | 12345678909 | 05/06/1975 |',
      ),
    ).toEqual(expected);
    expect(
      names(
        'nome\tcpf\tnascimento\nAna Paula Souza\t529.982.247-25\t10/02/1971\nBruno Lima\t111.444.777-35\t03/04/1980\nCarla Dias Rocha\t123.456.789-09\t05/06/1975',
      ),
    ).toEqual(expected);
  });
});
