import { EXAMPLE_TESTAMENT, type TestamentContent } from '@legado/contract';
import { describe, expect, it } from 'vitest';
import { listForms, parseAmount } from './form-fields';
import { formItemsFromContent } from './form-prefill';
import { toValue } from './list-form-modal';

const asRecord = (content: TestamentContent) => content as unknown as Record<string, unknown>;

describe('formItemsFromContent', () => {
  it('fills each form with what the will says', () => {
    const document = asRecord(EXAMPLE_TESTAMENT);
    expect(formItemsFromContent('filhos', document)).toEqual([
      { nome: 'Ana Clara Mendes', dataNascimento: '12/04/1999', cpf: '', falecido: false },
      { nome: 'Pedro Henrique Mendes', dataNascimento: '30/09/2003', cpf: '', falecido: false },
    ]);
    expect(formItemsFromContent('beneficiarios', document)?.[0]).toEqual({
      nome: 'Maria Helena Mendes',
      percentual: '50',
      documento: '123.456.789-09',
    });
    expect(formItemsFromContent('testemunhas', document)?.[0]).toMatchObject({
      nome: 'Roberto Carlos Lima',
      cpf: '987.654.321-00',
      dataNascimento: '20/01/1970',
      'endereco.cidade': '',
    });
  });

  it('gives a gift its kind and value, and a witness the address the will holds', () => {
    const content: TestamentContent = structuredClone(EXAMPLE_TESTAMENT);
    content.disposicoes.legados[0] = {
      ...content.disposicoes.legados[0]!,
      tipo: 'objeto',
      valor: 12500.5,
    };
    content.pessoas[3]!.endereco = {
      logradouro: 'Rua A',
      numero: '10',
      cidade: 'Campinas',
      uf: 'SP',
      cep: '13010000',
    };
    const document = asRecord(content);
    expect(formItemsFromContent('legados', document)).toEqual([
      {
        descricao: 'o relógio de ouro que foi do meu pai',
        beneficiario: 'Pedro Henrique Mendes',
        tipo: 'objeto',
        valor: '12.500,50',
      },
    ]);
    expect(formItemsFromContent('testemunhas', document)?.[0]).toMatchObject({
      'endereco.logradouro': 'Rua A',
      'endereco.uf': 'SP',
      'endereco.cep': '13010-000',
    });
  });

  it('is empty without a document, for an unknown form, or when the will holds none', () => {
    expect(formItemsFromContent('filhos', null)).toBeUndefined();
    expect(formItemsFromContent('outro', asRecord(EXAMPLE_TESTAMENT))).toBeUndefined();
    const content: TestamentContent = structuredClone(EXAMPLE_TESTAMENT);
    content.familia.descendentes = [];
    expect(formItemsFromContent('filhos', asRecord(content))).toBeUndefined();
  });
});

describe('the values a form sends', () => {
  it('are typed: a gift kind and a number, a nested address with the CEP in digits', () => {
    expect(
      toValue(listForms.legados!, {
        descricao: 'a casa da praia',
        beneficiario: 'Ana',
        tipo: 'imovel',
        valor: '350.000,00',
      }),
    ).toEqual({ descricao: 'a casa da praia', beneficiario: 'Ana', tipo: 'imovel', valor: 350000 });
    expect(
      toValue(listForms.testemunhas!, {
        nome: 'Roberto Carlos Lima',
        cpf: '987.654.321-00',
        dataNascimento: '20/01/1970',
        'endereco.logradouro': 'Rua A',
        'endereco.numero': '10',
        'endereco.cidade': 'Campinas',
        'endereco.uf': 'SP',
        'endereco.cep': '13010-000',
        'endereco.bairro': ' ',
      }),
    ).toEqual({
      nome: 'Roberto Carlos Lima',
      cpf: '987.654.321-00',
      dataNascimento: '20/01/1970',
      endereco: {
        logradouro: 'Rua A',
        numero: '10',
        cidade: 'Campinas',
        uf: 'SP',
        cep: '13010000',
      },
    });
  });

  it('read amounts as people type them', () => {
    expect(parseAmount('150.000')).toBe(150000);
    expect(parseAmount('R$ 2.500,50')).toBe(2500.5);
    expect(parseAmount('1500.5')).toBe(1500.5);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('15.00.0')).toBeNull();
    expect(parseAmount('dez mil')).toBeNull();
  });
});
