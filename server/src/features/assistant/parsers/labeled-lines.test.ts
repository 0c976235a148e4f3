import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import { personBlocks, readLabeledLines, witnessBlocksAsLines } from './labeled-lines.ts';

// Found by a try in the browser: pasted data was asked again, and "End.:" ended in the profession.
const PASTED = [
  'Boa tarde. Seguem meus dados:',
  'Nome: Elisabete Maria Kowalski',
  'CPF: 519.630.742-70',
  'RG: 4.123.456-7',
  'Data nasc.: 04/02/1963',
  'Naturalidade: Ponta Grossa/PR',
  'Profissão: bancária aposentada',
  'End.: R. Mateus Leme, 1200, ap 52, Centro Cívico, Curitiba/PR, CEP 80530-010',
  'Estado civil: divorciada',
].join('\n');

describe('"Label: value" lines', () => {
  it('reads each value by its label, leaves the RG out and keeps the rest of the message', () => {
    expect(readLabeledLines(PASTED)).toEqual({
      values: {
        nome: 'Elisabete Maria Kowalski',
        cpf: '519.630.742-70',
        nascimento: '04/02/1963',
        naturalidade: 'Ponta Grossa/PR',
        profissao: 'bancária aposentada',
        endereco: 'R. Mateus Leme, 1200, ap 52, Centro Cívico, Curitiba/PR, CEP 80530-010',
        estado_civil: 'divorciada',
      },
      rest: 'Boa tarde. Seguem meus dados:',
    });
  });

  it('joins an address given in parts, labels typed in any case', () => {
    const read = readLabeledLines(
      'nome completo: joao da silva\nENDEREÇO: rua das flores\nnº: 12\nbairro: centro\ncidade: recife\nuf: pe\ncep: 50050-000',
    );
    expect(read?.values.endereco).toBe('rua das flores, 12, centro, recife/pe, CEP 50050-000');
  });

  it('is nothing for one label or a sentence with a colon', () => {
    expect(readLabeledLines('Nome: Elisabete Maria Kowalski')).toBeUndefined();
    expect(readLabeledLines('olha: eu moro em curitiba')).toBeUndefined();
  });
});

describe('pasted data in the interview', () => {
  it('keeps every field of the opening and asks none of them again', () => {
    const { state, last } = play([PASTED], '2026-11-20');
    const t = state.draft.testador;
    expect(t).toMatchObject({
      nome: 'Elisabete Maria Kowalski',
      cpf: '51963074270',
      dataNascimento: '1963-02-04',
      naturalidade: 'Ponta Grossa/PR',
      profissao: 'bancária aposentada',
      estadoCivil: 'divorciado',
    });
    expect(t.endereco).toMatchObject({
      logradouro: 'Rua Mateus Leme',
      numero: '1200',
      bairro: 'Centro Cívico',
      cidade: 'Curitiba',
      cep: '80530010',
    });
    expect(state.current).toBe('capacidade');
    expect(last.replies.join('\n')).toContain('profissão bancária aposentada;');
  });

  it('pasted when the name is asked, the name is the labeled one', () => {
    const { state } = play(['sim', PASTED], '2026-11-20');
    expect(state.draft.testador.nome).toBe('Elisabete Maria Kowalski');
    expect(state.draft.testador.dataNascimento).toBe('1963-02-04');
    expect(state.current).toBe('capacidade');
  });
});

describe('witnesses pasted in blocks', () => {
  const BLOCKS = [
    'Testemunha 1:',
    'Nome: Marcos Antônio Wisniewski',
    'CPF: 632.184.507-80',
    'Nascimento: 14/03/1970',
    'Endereço: R. Padre Anchieta, 500, Bigorrilho, Curitiba/PR',
    '',
    'Testemunha 2:',
    'Nome: Regina Célia Andrade',
    'CPF: 743.295.618-91',
    'Data de nascimento: 21/08/1966',
    '',
    'Nome: Paulo Roberto Szymanski',
    'CPF: 854.306.729-47',
    'Nascimento: 02/12/1975',
  ].join('\n');

  it('become one line per witness, a second "Nome:" starting the next', () => {
    expect(witnessBlocksAsLines(BLOCKS).split('\n')).toEqual([
      'Marcos Antônio Wisniewski, 632.184.507-80, 14/03/1970, R. Padre Anchieta, 500, Bigorrilho, Curitiba/PR',
      'Regina Célia Andrade, 743.295.618-91, 21/08/1966',
      'Paulo Roberto Szymanski, 854.306.729-47, 02/12/1975',
    ]);
  });

  it('are kept by the witnesses question, with the address', () => {
    const { state } = play([...singlePersonUntil('testemunhas'), BLOCKS]);
    const names = state.draft.testemunhaIds.map(
      (id) => state.draft.pessoas.find((p) => p.id === id)?.nome,
    );
    expect(names).toEqual([
      'Marcos Antônio Wisniewski',
      'Regina Célia Andrade',
      'Paulo Roberto Szymanski',
    ]);
    const first = state.draft.pessoas.find((p) => p.id === state.draft.testemunhaIds[0]);
    expect(first?.endereco?.logradouro).toBe('Rua Padre Anchieta');
  });

  it('lines without labels stay as they are', () => {
    const typed =
      'valdir souza ramos 360.158.427-17 03/03/1970\nana lima 529.982.247-25 01/01/1980';
    expect(witnessBlocksAsLines(typed)).toBe(typed);
  });
});

describe('personBlocks', () => {
  it('reads a spouse pasted as a form, and leaves the marriage lines for the other readers', () => {
    const text =
      'Nome completo: Rosane Schultz Becker\nCPF: 529.982.247-25\nData de nascimento: 03/07/1969\nProfissão: enfermeira\nRegime de bens: separação total';
    expect(personBlocks(text)).toEqual({
      lines: ['Rosane Schultz Becker, 529.982.247-25, 03/07/1969'],
      rest: 'Regime de bens: separação total',
    });
  });

  it('reads two children pasted one after the other, with a line about a grandchild kept apart', () => {
    const text =
      'nome: Caio Becker Lima\nnascimento: 1/2/2001\n\nnome: Ana Becker Lima\ndt nasc: 5/6/2004\nfilha: Sofia, nascida em 2022';
    expect(personBlocks(text)?.lines).toEqual([
      'Caio Becker Lima, 1/2/2001',
      'Ana Becker Lima, 5/6/2004',
    ]);
  });

  it('reads nothing from a plain answer', () => {
    expect(personBlocks('Rosane Schultz Becker, nascida em 03/07/1969')).toBeUndefined();
  });
});
