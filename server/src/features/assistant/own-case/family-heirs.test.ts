import { describe, expect, it } from 'vitest';
import { initialState, type InterviewState } from '../interview-state.ts';
import { answerOwnCase } from './answer.ts';

const ctx = { today: '2025-05-10' };

/** Married (comunhão parcial, with bens particulares) to Rosa, two children; or separated de fato. */
function married(separadoDesde?: string): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = { nome: 'Maria José Souza', estadoCivil: 'casado', capacidade: {} };
  s.draft.pessoas.push(
    { id: 'p1', tipo: 'fisica', nome: 'Antônio Souza', relacao: 'marido' },
    { id: 'p2', tipo: 'fisica', nome: 'Ana Souza', relacao: 'filha' },
    { id: 'p3', tipo: 'fisica', nome: 'Pedro Souza', relacao: 'filho' },
  );
  s.draft.conjuge = {
    pessoaId: 'p1',
    tipo: 'casamento',
    regimeBens: 'comunhao_parcial',
    temBensParticulares: true,
    ...(separadoDesde ? { separadoDeFatoDesde: separadoDesde } : {}),
  };
  s.draft.descendentes.push(
    { pessoaId: 'p2', grau: 'filho', vivo: true, menor: false },
    { pessoaId: 'p3', grau: 'filho', vivo: !separadoDesde, menor: false },
  );
  if (!separadoDesde) {
    s.draft.pessoas.push({ id: 'p4', tipo: 'fisica', nome: 'Pedro Souza Filho', relacao: 'neto' });
  }
  s.answered = ['proprio', 'nome', 'estado_civil', 'filhos', 'bens_particulares'];
  s.current = 'heranca';
  s.nextId = 5;
  return s;
}

/** Pedro died first and left two children. */
function withGrandchildren(): InterviewState {
  const s = married();
  s.draft.descendentes[1] = { pessoaId: 'p3', grau: 'filho', vivo: false, menor: false };
  s.draft.pessoas.push({ id: 'p5', tipo: 'fisica', nome: 'Luiza Souza', relacao: 'neta' });
  s.draft.descendentes.push(
    { pessoaId: 'p4', grau: 'neto', vivo: true, filhoDeId: 'p3', menor: false },
    { pessoaId: 'p5', grau: 'neto', vivo: true, filhoDeId: 'p3', menor: false },
  );
  s.nextId = 6;
  return s;
}

describe('who inherits in the family, asked in the person’s own words', () => {
  it.each([
    'meu marido herda junto com os filhos?',
    'o meu esposo tb herda junto c os filhos?',
    'e meu marido, tem direito a alguma coisa?',
  ])('the spouse concurs with the children: %s', (q) => {
    const said = answerOwnCase(married(), q, ctx) ?? '';
    expect(said).toMatch(/^Sim\. O Antônio herda junto com os filhos \(art\. 1\.829, I\)/);
    expect(said).toContain('meação');
  });

  it.each([
    'minha vó quer saber se o meu vô ainda herda alguma coisa dela, eles nunca se divorciaram',
    'o marido dela ainda herda? faz 15 anos q eles tao separados',
    'meu marido ainda tem direito a heranca? a gente ta separado faz tempo mas nunca divorciou',
  ])('a spouse separated de fato for more than 2 years does not inherit: %s', (q) => {
    const said = answerOwnCase(married('2009'), q, ctx) ?? '';
    expect(said).toMatch(/^Não\. .*art\. 1\.830/);
  });

  it.each([
    'os filhos do pedro ficam com a parte que era dele ne? eles tem direito?',
    'os netos do pedro herdam?',
    'e as filhas do pedro recebem alguma coisa?',
  ])('the children of a child who died first represent him: %s', (q) => {
    const said = answerOwnCase(withGrandchildren(), q, ctx) ?? '';
    expect(said).toMatch(/^Sim\. Como o Pedro Souza já faleceu/);
    expect(said).toContain('representação (arts. 1.851 a 1.855)');
  });
});
