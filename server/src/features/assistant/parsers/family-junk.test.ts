import { describe, expect, it } from 'vitest';
import { readFacts } from './index.ts';
import { saysLeftNone } from '../questions/grandchildren-of.ts';

const names = (text: string) => readFacts(text).people.flatMap((p) => (p.nome ? [p.nome] : []));

describe('words of a sentence after a relation are never a name', () => {
  it.each([
    'minha fia me falou desse trem aqui na internet',
    'meu filho me indicou esse site',
    'quem te mandou o link foi minha sobrinha',
    'minha neta me mostrou como faz',
    'a patricia ferreira campos, que morreu em 2019, coitadinha',
  ])('%s', (text) => {
    for (const nome of names(text)) expect(nome).not.toMatch(/\b(?:Me|Te|Link|Coitadinha)\b/);
  });
});

describe('a deceased child who left no children, in the words people use', () => {
  it.each([
    'nao, a patricia nao deixou fio nenhum, nem casada ela era',
    'não, ela não teve filhos',
    'morreu sem fio, coitada',
  ])('%s', (text) => expect(saysLeftNone(text)).toBe(true));

  it('a child who left children is not read as none', () =>
    expect(saysLeftNone('deixou dois fios, o joao e a maria')).toBe(false));
});
