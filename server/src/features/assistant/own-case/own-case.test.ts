import { formatFraction } from '@legado/contract';
import { describe, expect, it } from 'vitest';
import { runTurn } from '../interview-engine.ts';
import { initialState, toContent, type InterviewState } from '../interview-state.ts';
import { answerOwnCase } from './answer.ts';
import { looksLikeOwnCaseQuestion, situationOf } from './detect.ts';

const ctx = { today: '2025-05-10' };

/** Paulo: widower, Diego and Juliana, the disponível all to Juliana. */
function paulo(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = { nome: 'Paulo Henrique Barbosa', estadoCivil: 'viuvo', capacidade: {} };
  s.draft.pessoas.push(
    { id: 'p1', tipo: 'fisica', nome: 'Diego Barbosa', relacao: 'filho' },
    { id: 'p2', tipo: 'fisica', nome: 'Juliana Barbosa Freitas', relacao: 'filha' },
  );
  s.draft.descendentes.push(
    { pessoaId: 'p1', grau: 'filho', vivo: true, menor: false },
    { pessoaId: 'p2', grau: 'filho', vivo: true, menor: false },
  );
  s.draft.heranca.push({ beneficiarioId: 'p2', percentual: 100, base: 'disponivel' });
  s.answered = ['proprio', 'nome', 'estado_civil', 'filhos', 'heranca'];
  s.current = 'review';
  s.nextId = 3;
  return s;
}

/** Married (comunhão parcial) to Rosa, two children; nothing disposed yet. */
function couple(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = { nome: 'João Carlos Souza', estadoCivil: 'casado', capacidade: {} };
  s.draft.pessoas.push(
    { id: 'p1', tipo: 'fisica', nome: 'Rosa Maria Lima', relacao: 'esposa' },
    { id: 'p2', tipo: 'fisica', nome: 'Ana Souza' },
    { id: 'p3', tipo: 'fisica', nome: 'Pedro Souza' },
  );
  s.draft.conjuge = { pessoaId: 'p1', tipo: 'casamento', regimeBens: 'comunhao_parcial' };
  s.draft.descendentes.push(
    { pessoaId: 'p2', grau: 'filho', vivo: true, menor: false },
    { pessoaId: 'p3', grau: 'filho', vivo: true, menor: true },
  );
  s.answered = ['proprio', 'nome', 'estado_civil', 'conjuge_nome', 'regime', 'filhos'];
  s.current = 'heranca';
  s.nextId = 4;
  return s;
}

describe('questions about the person’s own case', () => {
  it('tells Paulo that Diego keeps his quarter, and why', () => {
    const a = answerOwnCase(
      paulo(),
      'Então, com esse testamento, o Diego fica sem nada, certo?',
      ctx,
    );
    expect(a).toMatch(
      /^Não\. O Diego tem direito a 1\/4 \(25%\) do que você tiver, a parte dele na legítima/,
    );
    expect(a).toContain('deserdá-lo');
    expect(a).toContain('1.962');
    expect(a).toContain('fica com 1/4 (25%)');
  });

  it('reads names typed without accents or capitals and without a question mark', () => {
    const a = answerOwnCase(paulo(), 'e a juliana fica com quanto ne', ctx);
    expect(a).toContain('A Juliana tem direito a 1/4 (25%)');
    expect(a).toContain('fica com 3/4 (75%)');
  });

  it('answers how much the spouse gets, with the meação', () => {
    const a = answerOwnCase(couple(), 'quanto fica pra minha esposa?', ctx);
    expect(a).toContain('A Rosa tem direito a 1/6 (16,7%) do que for seu, depois da meação');
    expect(a).toContain('herda 1/3 (33,3%) pela lei');
    expect(a).toContain('meação, metade dos bens comuns');
  });

  it('says how much can go to one daughter when the others keep their legítima', () => {
    const a = answerOwnCase(couple(), 'posso deixar tudo pra minha filha?', ctx);
    // Ana is the one daughter (named with an a); Rosa and Pedro keep 1/6 each.
    expect(a).toMatch(/^Tudo, não: a Rosa \(1\/6\) e o Pedro \(1\/6\) têm direito/);
    expect(a).toContain('O máximo para a Ana é 2/3 (66,7%)');
    expect(
      answerOwnCase(couple(), 'posso pelo menos deixar o maximo pra minha filha?', ctx),
    ).toContain('O máximo para a Ana é 2/3');
  });

  it('explains that grandchildren do not inherit while their parents live', () => {
    const a = answerOwnCase(couple(), 'meus netos herdam?', ctx);
    expect(a).toContain('os netos não herdam pela lei');
    expect(a).toContain('art. 1.851');
  });

  it('answers a child born later with the new split', () => {
    const a = answerOwnCase(couple(), 'e se nascer um filho depois', ctx);
    expect(a).toContain('Hoje você tem 2 filhos, a Ana e o Pedro');
    expect(a).toContain('1/8 para cada filho');
    expect(a).toContain('1.973');
  });

  it('answers who keeps the house from the gifts, or from the shares', () => {
    const s = couple();
    expect(answerOwnCase(s, 'quem fica com a casa?', ctx)).toContain(
      'Você ainda não deixou esse bem para alguém em especial',
    );
    s.draft.legados.push({ beneficiarioId: 'p2', descricao: 'Casa da Rua das Flores, 10' });
    const gift = answerOwnCase(s, 'quem fica com a casa', ctx);
    expect(gift).toMatch(
      /^Casa da Rua das Flores, 10 fica com a Ana, como legado \(art\. 1\.912\)\./,
    );
    // The wife may keep living in the family home whoever inherits it.
    expect(gift).toContain('a Rosa, como sua esposa, tem o direito de continuar morando');
    expect(gift).toContain('art. 1.831');
  });

  it('reads chat abbreviations', () => {
    expect(answerOwnCase(couple(), 'qto fica pra mnha mulher', ctx)).toContain(
      'A Rosa tem direito',
    );
    expect(answerOwnCase(paulo(), 'o diego n fica com nada ne', ctx)).toContain(
      'O Diego tem direito a 1/4',
    );
    expect(answerOwnCase(couple(), 'qm fica c o carro?', ctx)).toContain(
      'Você ainda não deixou esse bem',
    );
  });

  it('speaks of a spouse the regime keeps out of the succession, and of a living mother', () => {
    const s = couple();
    s.draft.conjuge = { pessoaId: 'p1', tipo: 'casamento', regimeBens: 'comunhao_universal' };
    expect(answerOwnCase(s, 'minha esposa herda?', ctx)).toContain(
      'o cônjuge não herda junto com os descendentes',
    );
    const single = initialState();
    single.draft.pessoas.push({
      id: 'p1',
      tipo: 'fisica',
      nome: 'Maria das Dores',
      relacao: 'mãe',
    });
    single.draft.ascendentes.push({ pessoaId: 'p1', grau: 'mae' });
    expect(answerOwnCase(single, 'minha mae fica com quanto?', ctx)).toContain(
      'A Maria tem direito a 1/2 (50%) do que você tiver',
    );
  });

  it('before the family is told, says the most for a daughter is the disponível and her legítima part', () => {
    const s = initialState();
    s.started = true;
    const reply = answerOwnCase(
      s,
      'Entendi. Então o que eu posso fazer aqui? Posso pelo menos deixar o máximo pra minha filha?',
      ctx,
    );
    expect(reply).toMatch(/parte disponível — a metade do que você tiver/);
    expect(reply).toMatch(/parte dela na legítima/);
    expect(answerOwnCase(s, 'posso deixar tudo pro meu sobrinho?', ctx)).toMatch(
      /o máximo é a parte disponível/,
    );
  });
  it('never takes a statement for a question', () => {
    expect(looksLikeOwnCaseQuestion('o Diego fica sem nada')).toBe(false);
    expect(looksLikeOwnCaseQuestion('tudo pra juliana')).toBe(false);
    expect(looksLikeOwnCaseQuestion('quero deixar tudo pra minha filha')).toBe(false);
    expect(looksLikeOwnCaseQuestion('quero deixar tudo pra rosa, pode?')).toBe(false);
    expect(
      looksLikeOwnCaseQuestion('ana 12/03/1990 e pedro 05/06/2012, eles herdam tudo ne?'),
    ).toBe(false);
    expect(looksLikeOwnCaseQuestion('50% pra rosa e o resto pros filhos, pode ser?')).toBe(false);
    expect(answerOwnCase(paulo(), 'o Diego fica sem nada', ctx)).toBeUndefined();
  });

  it('leaves process questions to the FAQ', () => {
    expect(
      answerOwnCase(couple(), 'quem cuida dos meus filhos se eu morrer?', ctx),
    ).toBeUndefined();
    expect(answerOwnCase(couple(), 'posso fazer testamento junto com minha esposa?', ctx)).toBe(
      undefined,
    );
  });
});

describe('the engine answers own-case questions and asks again', () => {
  it('at the review, Paulo gets his answer and the review prompt', () => {
    const r = runTurn(paulo(), { kind: 'message', text: 'o diego fica sem nada, certo?' }, ctx);
    expect(r.replies[0]).toContain('O Diego tem direito a 1/4');
    expect(r.replies).toHaveLength(2);
    expect(r.state.current).toBe('review');
  });

  it('a real out-of-scope question still gets the fallback', () => {
    const r = runTurn(couple(), { kind: 'message', text: 'qual a previsao do tempo amanha?' }, ctx);
    expect(r.replies[0]).not.toContain('legítima');
  });
});

/** Paulo after the wishes: Diego disinherited for a physical offence, with the facts. */
function pauloDisinheriting(): InterviewState {
  const s = paulo();
  s.draft.deserdacoes = [
    {
      herdeiroId: 'p1',
      causa: 'ofensa_fisica',
      fatos: 'Ele me agrediu fisicamente em março de 2023, e há boletim de ocorrência.',
    },
  ];
  return s;
}

/** The couple, with the disponível to Ana. */
function coupleGivingAna(): InterviewState {
  const s = couple();
  s.draft.heranca.push({ beneficiarioId: 'p2', percentual: 100, base: 'disponivel' });
  s.answered.push('heranca');
  s.current = 'legados';
  return s;
}

describe('what the will already says is never contradicted', () => {
  it('a disinheritance in the will: excluded if the cause is proven after the death', () => {
    const a = answerOwnCase(pauloDisinheriting(), 'Com isso o diego fica sem nada mesmo?', ctx);
    expect(a).toMatch(/^Pelo testamento, sim, se a causa for provada\./);
    expect(a).toContain('deserda o Diego por ofensa física (art. 1.962, I)');
    expect(a).toContain('em até 4 anos (art. 1.965)');
    expect(a).toContain(
      'Se a causa não for provada, ele recebe pelo menos a parte dele na legítima, 1/4 (25%)',
    );
    expect(a).not.toMatch(/não faz deserdação|^Não\./);
  });

  it('without one, says how to disinherit here, never that the product cannot', () => {
    const a = answerOwnCase(paulo(), 'o diego fica de fora?', ctx);
    expect(a).toContain('deserdá-lo');
    expect(a).toContain('diga na etapa de desejos "deserdo o Diego"');
    expect(a).not.toMatch(/não faz deserdação/);
    const after = paulo();
    after.answered.push('desejos');
    expect(answerOwnCase(after, 'o diego fica de fora?', ctx)).toContain('"alterar desejos"');
  });

  it('the most for Juliana counts Diego’s disinheritance', () => {
    const a = answerOwnCase(pauloDisinheriting(), 'posso deixar tudo pra juliana?', ctx);
    expect(a).toContain('Como o testamento deserda o Diego');
  });
});

describe('the numbers come from the legítima the server derives', () => {
  it.each([
    ['paulo', paulo(), 'o diego fica com quanto?', 'p1'],
    ['the wife', couple(), 'quanto fica pra minha esposa', 'p1'],
    ['the son', couple(), 'o pedro herda quanto?', 'p3'],
  ])('%s', (_who, s, question, id) => {
    const derived = toContent(s, ctx.today).derivados.legitimaPorHerdeiro?.find(
      (h) => h.pessoaId === id,
    );
    expect(derived).toBeDefined();
    expect(answerOwnCase(s, question, ctx)).toContain(
      `direito a ${formatFraction(derived!.fracao)}`,
    );
  });

  it('names the heirs it counts, so a child read wrong shows', () => {
    const s = paulo();
    s.draft.pessoas.push({ id: 'p3', tipo: 'fisica', nome: 'Que Eu', relacao: 'filho' });
    s.draft.descendentes.push({ pessoaId: 'p3', grau: 'filho', vivo: true, menor: false });
    const a = answerOwnCase(s, 'meu filho diego fica sem nada?', ctx);
    expect(a).toContain('1/6');
    expect(a).toContain('a legítima se divide entre o Diego, a Juliana e o Que');
  });
});

describe('"what if" questions about the person’s own will', () => {
  it('a beneficiary who dies first, without a substitute: back to the heirs, and where to name one', () => {
    const a = answerOwnCase(coupleGivingAna(), 'e se ela morrer antes de mim vai pra quem?', ctx);
    expect(a).toContain('Se a Ana falecer antes de você, o que você deixou para ela (1/2');
    expect(a).toContain('sem substituto');
    expect(a).toContain(
      'Como o testamento está hoje, se ela não deixar filhos, ficaria assim: a Rosa, 1/2; o Pedro, 1/2',
    );
    expect(a).toContain('Eu pergunto isso logo depois da herança e dos legados');
  });

  it('with a substitute: to the substitute', () => {
    const s = coupleGivingAna();
    s.draft.heranca[0]!.substitutoId = 'p3';
    const a = answerOwnCase(s, 'se a ana falecer primeiro, como fica?', ctx);
    expect(a).toContain('vai para o Pedro, que você indicou como substituto (art. 1.947)');
    expect(a).not.toContain('indique um substituto');
  });

  it('at the substitutes question, says it is the question now', () => {
    const s = coupleGivingAna();
    s.current = 'substitutos';
    expect(answerOwnCase(s, 'e se a ana morrer antes?', ctx)).toContain('É a pergunta de agora');
  });

  it('a clause so nobody sells what she receives: free on the disponível, justa causa on the legítima', () => {
    const a = answerOwnCase(
      coupleGivingAna(),
      'posso colocar pra ninguem poder vender o que ela receber?',
      ctx,
    );
    expect(a).toContain('cláusula de inalienabilidade');
    expect(a).toContain('art. 1.911');
    expect(a).toContain('Sobre a legítima dela, 1/6 (16,7%)');
    expect(a).toContain('justa causa');
    expect(a).toContain('art. 1.848');
    expect(a).toContain('Cláusulas de proteção');
    const genro = answerOwnCase(
      coupleGivingAna(),
      'tem como proteger o que a ana receber do marido dela?',
      ctx,
    );
    expect(genro).toContain('incomunicabilidade');
  });

  it('a new marriage, with the legítima of the family of today', () => {
    const a = answerOwnCase(paulo(), 'e se eu casar de novo?', ctx);
    expect(a).toContain('herdeiro necessário (art. 1.845)');
    expect(a).toContain('o novo cônjuge, 1/6; o Diego, 1/6; a Juliana, 1/6');
    expect(a).toContain('art. 1.967');
  });

  it('changing it later, a lawyer, a stepson, selling the house', () => {
    expect(answerOwnCase(paulo(), 'da pra mudar depois?', ctx)).toContain('nova versão');
    const lawyer = answerOwnCase(pauloDisinheriting(), 'preciso de advogado pra isso?', ctx);
    expect(lawyer).toContain('Não é obrigatório ter advogado');
    expect(lawyer).toContain('a deserdação do Diego');
    const step = answerOwnCase(couple(), 'o filho da minha esposa recebe alguma coisa?', ctx);
    expect(step).toContain('não herda de você');
    expect(step).toContain('da parte disponível (1/2 do que for seu, depois da meação)');
    expect(answerOwnCase(couple(), 'meu enteado herda?', ctx)).toContain('o seu enteado não herda');
    expect(answerOwnCase(couple(), 'posso vender a casa depois?', ctx)).toMatch(
      /^Pode\. O testamento só produz efeito depois da sua morte/,
    );
  });

  it('reads chat abbreviations in what-if questions', () => {
    expect(answerOwnCase(paulo(), 'da pra mudar dps?', ctx)).toContain('nova versão');
    expect(answerOwnCase(paulo(), 'preciso de adv?', ctx)).toContain(
      'Não é obrigatório ter advogado',
    );
    expect(
      answerOwnCase(coupleGivingAna(), 'posso colocar pra ngm vender o q ela receber?', ctx),
    ).toContain('inalienabilidade');
    expect(answerOwnCase(couple(), 'e se eu casar denovo', ctx)).toContain('herdeiro necessário');
    expect(answerOwnCase(couple(), 'meu enteado ganha alguma coisa?', ctx)).toContain(
      'não herda de você',
    );
  });

  it('a bare follow-up: "e minha esposa?"', () => {
    expect(answerOwnCase(couple(), 'e minha esposa?', ctx)).toContain('A Rosa tem direito a 1/6');
    expect(answerOwnCase(couple(), 'e o clima?', ctx)).toBeUndefined();
  });

  it('answers to the question are not taken for questions', () => {
    expect(situationOf('no lugar da ana, o pedro')).toBeUndefined();
    expect(situationOf('quero inalienabilidade pra ana')).toBeUndefined();
    expect(situationOf('se eu morrer antes da rosa tudo fica com ela')).toBeUndefined();
    expect(situationOf('e se eu morrer?')).toBeUndefined();
    expect(situationOf('se minha filha casar?')).toBeUndefined();
  });
});

describe('more questions people ask about their own case', () => {
  const s = couple();
  it.each([
    ['minha ex mulher tem direito a alguma coisa?', 'o ex-cônjuge não é herdeiro'],
    ['o que acontece se eu nao fizer testamento?', 'a Rosa, 1/3; a Ana, 1/3; o Pedro, 1/3'],
    ['e se eu me separar?', 'Com o divórcio, a Rosa deixa de ser herdeira'],
    [
      'quanto eu posso deixar pra quem eu quiser?',
      'A outra metade é a legítima da Rosa, da Ana e do Pedro',
    ],
    ['posso deixar pra igreja?', 'CNPJ'],
    ['quem paga as dividas?', 'art. 1.997'],
    ['posso deixar mais pra um filho do que pro outro?', 'até toda para um só'],
    ['meus filhos herdam igual?', 'Pela lei, a legítima é dividida assim: a Rosa com 1/6'],
    ['e se eu tiver outro filho?', '1/8 para cada filho'],
    ['meu irmao herda alguma coisa?', 'Pela lei, o seu irmão não herda'],
    ['a casa vai pra minha esposa?', 'art. 1.831'],
    ['posso deixar a casa pra ana?', 'a casa para a Ana é um legado (art. 1.912)'],
    ['precisa registrar em cartorio?', 'não precisa de cartório'],
  ])('"%s"', (question, expected) => {
    expect(answerOwnCase(s, question, ctx)).toContain(expected);
  });
});

describe('before the family is told, no answer claims there are no heirs', () => {
  const s = initialState();
  s.started = true;
  it.each([
    ['e se eu casar de novo?', /Quando eu anotar a sua família/],
    ['quanto eu posso deixar pra quem eu quiser?', /Quando eu anotar a sua família/],
    ['o que acontece se eu nao fizer testamento?', /Quando eu anotar a sua família/],
    ['posso deixar a casa pra minha filha?', /a metade do que você tiver, se tiver herdeiros/],
    ['posso deixar pra igreja?', /a metade do que você tiver, se tiver herdeiros/],
  ])('"%s"', (question, expected) => {
    const a = answerOwnCase(s, question, ctx);
    expect(a).toMatch(expected);
    expect(a).not.toMatch(/não tem herdeiros necessários/);
  });
});

describe('an answer to the pending question that reads like a question is left to it', () => {
  it('a substitute named with "fica pro", a justa causa with "pode ser?"', () => {
    const s = coupleGivingAna();
    s.current = 'substitutos';
    expect(answerOwnCase(s, 'e se ela morrer antes fica pro pedro?', ctx)).toBeUndefined();
    expect(answerOwnCase(s, 'e se ela morrer antes vai pra quem?', ctx)).toContain('Ana');
    s.current = 'justa_causa';
    expect(answerOwnCase(s, 'porque ela gasta tudo, pode ser?', ctx)).toBeUndefined();
    expect(situationOf('ela gasta tudo que ganha, pode ser?')).toBeUndefined();
  });
});

/** Single, no children, parents dead: no necessary heirs. */
function alone(): InterviewState {
  const s = initialState();
  s.started = true;
  s.draft.testador = { nome: 'Samuel Rondon Arruda', estadoCivil: 'solteiro', capacidade: {} };
  s.answered = ['proprio', 'nome', 'estado_civil', 'filhos', 'pais', 'avos'];
  s.current = 'heranca';
  return s;
}

/** Single, no children, the mother alive: she is the one necessary heir. */
function withMother(): InterviewState {
  const s = alone();
  s.draft.pessoas.push({ id: 'p1', tipo: 'fisica', nome: 'Maria das Dores Prado', relacao: 'mãe' });
  s.draft.ascendentes.push({ pessoaId: 'p1', grau: 'mae' });
  s.answered = ['proprio', 'nome', 'estado_civil', 'filhos', 'pais'];
  s.nextId = 2;
  return s;
}

// Found by new people: siblings and a living mother got "não sei responder".
describe('siblings are not necessary heirs; a living mother is', () => {
  it.each([
    'posso deixar do jeito que eu quiser ou meus irmaos tem direito a uma parte?',
    'minhas irmas tem direito a alguma coisa?',
    'meu irmao herda alguma coisa??',
  ])('"%s" with no necessary heirs: everything as they like (art. 1.850)', (question) => {
    const a = answerOwnCase(alone(), question, ctx);
    expect(a).toMatch(/Pode deixar do jeito que quiser/);
    expect(a).toMatch(/não são herdeiros necessários[\s\S]*1\.850/);
  });

  it('with the mother alive, the siblings are still out but her legítima stays', () => {
    const a = answerOwnCase(withMother(), 'meus irmaos tem direito a uma parte?', ctx);
    expect(a).toMatch(/1\.850/);
    expect(a).toMatch(/a Maria \(1\/2\) tem direito à legítima/);
  });

  it.each([
    'eu queria deixar tudo pra minha amiga, mas minha mae ta viva, ela vai ter direito a alguma coisa mesmo assim??',
    'minha mae vai ter direito a alguma coisa mesmo assim??',
    'ela vai ter direito a alguma coisa mesmo assim??',
  ])('"%s": yes, half', (question) => {
    const a = answerOwnCase(withMother(), question, ctx);
    expect(a).toMatch(/^Sim\. A Maria tem direito a 1\/2 \(50%\)/);
    expect(a).toMatch(/Sem nada escrito no testamento, ela herda tudo pela lei/);
  });
});
