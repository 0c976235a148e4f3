/**
 * Answers to "what if" questions about the person's own will, each with their people and numbers
 * from the contract's law over the will as it stands: a clause so nobody can sell what someone
 * receives, a new marriage, changing the will later, whether a lawyer or a notary is needed, a
 * stepchild. A beneficiary who dies first: dies-first-answers.ts.
 */
import { compare, isZero, legalSuccession, type Pessoa } from '@legado/contract';
import { klona } from 'klona/json';
import { joinPt } from '../people.ts';
import {
  heirsCounted,
  legadosOf,
  disponivelText,
  familyKnown,
  ofAll,
  legitimaOf,
  ofEstate,
  part,
  person,
  sharesOf,
  whereAsked,
  type Case,
  plainShare,
} from './case.ts';
import { called, calledAll } from './words.ts';

/** "1/4 do que for seu e o carro": what the will gives this person. */
export function givenTo(c: Case, id: string): string[] {
  const share = sharesOf(c, id);
  return [...(isZero(share) ? [] : [`${plainShare(share)} ${ofEstate(c)}`]), ...legadosOf(c, id)];
}

/** "posso colocar pra ninguém poder vender o que ela receber?" (CC 1.848, 1.911). */
export function restrictAnswer(c: Case, targets: readonly Pessoa[], n: string): string {
  const p = targets[0];
  const w = p ? called(c.s, p) : undefined;
  const he = w?.he ?? 'a pessoa';
  const his = w?.his ?? 'dela';
  const kind = /vend|inalien|doar|desfaz/.test(n)
    ? `Pode. Isso é a cláusula de inalienabilidade: o que ${he} receber não poderá ser vendido nem doado, e por isso também não poderá ser penhorado nem se misturar com os bens do marido ou da mulher ${his} (art. 1.911).`
    : /penhor|divida|credor/.test(n)
      ? `Pode. Isso é a cláusula de impenhorabilidade: o que ${he} receber não poderá ser tomado para pagar dívidas ${his}.`
      : /incomunic|marido|mulher|esposa|esposo|genro|nora|casamento|divorci|separ/.test(n)
        ? `Pode. Isso é a cláusula de incomunicabilidade: o que ${he} receber fica só ${his}, sem se dividir com o marido ou a mulher ${his}, qualquer que seja o regime de bens.`
        : `Pode. Isso é a cláusula de inalienabilidade: o que ${he} receber não poderá ser vendido nem doado, e por isso também não poderá ser penhorado nem se misturar com os bens do cônjuge ${his} (art. 1.911).`;
  const legitima = p && legitimaOf(c, p.id);
  const scope =
    p && w
      ? legitima
        ? `Sobre o que ${w.he} receber da parte disponível, você pode pôr a cláusula sem dar motivo. Sobre a legítima ${w.his}, ${part(legitima)} ${ofEstate(c)}, só com uma justa causa: um fato concreto sobre ${w.he}, como dívidas, vício ou gastos sem controle, declarado no testamento; "porque eu quero" não basta (art. 1.848).`
        : `Como ${w.the} não é herdeir${w.o} necessári${w.o}, tudo o que ${w.he} receber vem da parte disponível, e a cláusula não precisa de motivo.`
      : 'Sobre a parte disponível, pode sem dar motivo; sobre a legítima de um herdeiro necessário, só com uma justa causa: um fato concreto sobre ele, como dívidas ou gastos sem controle, declarado no testamento (art. 1.848).';
  return [
    kind,
    scope,
    'Você também diz até quando vale: por toda a vida ou até uma idade.',
    whereAsked(
      c.s,
      'clausulas',
      'cláusulas',
      '"inalienabilidade"',
      'Eu pergunto isso na etapa "Cláusulas de proteção", logo depois da herança e dos legados.',
    ),
  ].join(' ');
}

/** "e se eu casar de novo?" (CC 1.829, 1.845, 1.967), with the legítima of the family of today. */
export function remarryAnswer(c: Case): string {
  const hyp = klona(c.content);
  hyp.testador.estadoCivil = 'casado';
  hyp.pessoas.push({ id: 'p_novo_conjuge', tipo: 'fisica', nome: 'Novo Cônjuge' });
  hyp.familia.conjuge = {
    pessoaId: 'p_novo_conjuge',
    tipo: 'casamento',
    regimeBens: 'comunhao_parcial',
    dataInicio: c.today,
    temBensParticulares: true,
  };
  const before = heirsCounted(c);
  const after = legalSuccession(hyp, c.today).herdeiros;
  const spouseShare = after.find((h) => h.pessoaId === 'p_novo_conjuge')?.legitima;
  const others = after
    .filter((h) => h.pessoaId !== 'p_novo_conjuge')
    .map((h) => {
      const o = person(c, h.pessoaId);
      return o ? `${called(c.s, o).the}, ${plainShare(h.legitima)}` : undefined;
    })
    .filter(Boolean);
  const lines = [
    'Se você se casar (ou passar a viver em união estável), o cônjuge passa a ser herdeiro necessário (art. 1.845) e entra na legítima, ao lado dos filhos ou dos pais, conforme o regime de bens (art. 1.829).',
  ];
  if (!familyKnown(c))
    lines.push('Quando eu anotar a sua família, digo como ficaria a divisão no seu caso.');
  else if (before.length === 0)
    lines.push(
      'Hoje você não tem herdeiros necessários e pode deixar tudo para quem quiser; casando, metade passa a ser a legítima do cônjuge (arts. 1.789 e 1.846).',
    );
  else if (spouseShare)
    lines.push(
      `Com a família de hoje e no regime mais comum (comunhão parcial, com bens particulares), a legítima ${ofEstate(c)} ficaria assim: o novo cônjuge, ${plainShare(spouseShare)}${others.length > 0 ? `; ${others.join('; ')}` : ''}.`,
    );
  lines.push(
    'O testamento não perde o efeito com o casamento, mas o que ele deixar não pode tirar a legítima do cônjuge: o excesso seria reduzido (art. 1.967). O mais seguro é fazer um testamento novo depois do casamento; aqui, é só criar uma nova versão.',
  );
  return lines.join(' ');
}

/** "posso mudar depois?" (CC 1.969, 1.970, 1.610, 1.973). */
export function changeLaterAnswer(c: Case): string {
  const forma = c.s.draft.forma;
  const sign =
    forma === 'publico'
      ? 'leva a nova minuta ao cartório'
      : forma === 'particular'
        ? 'imprime e assina de novo com 3 testemunhas'
        : 'assina de novo';
  const recognised = c.content.naoPatrimoniais.reconhecimentoFilhos
    .map((id) => person(c, id))
    .filter((p): p is Pessoa => p !== undefined);
  return [
    'Pode mudar ou revogar o testamento quando quiser, quantas vezes quiser: um testamento novo revoga este (arts. 1.969 e 1.970).',
    `Aqui você cria uma nova versão, que já vem com todas as suas respostas, muda o que quiser e ${sign}.`,
    recognised.length > 0
      ? `Só o reconhecimento de ${calledAll(c.s, recognised)} como filho não pode ser desfeito (art. 1.610).`
      : '',
    'Faça um novo também quando a família mudar, com um casamento ou um filho que nascer (art. 1.973).',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "preciso de advogado?", "tenho que ir no cartório?": the form chosen and what in the case needs one. */
export function lawyerAnswer(c: Case, n = ''): string {
  const forma = c.s.draft.forma;
  const how =
    forma === 'publico'
      ? 'Você escolheu o testamento público: ele é feito no cartório (tabelionato de notas) ou pelo e-Notariado, com 2 testemunhas, e o tabelião confere a forma (art. 1.864).'
      : forma === 'particular'
        ? 'Você escolheu o testamento particular: ele vale assinado por você e por 3 testemunhas, sem cartório (art. 1.876); depois da sua morte, um juiz o confirma ouvindo as testemunhas (art. 1.878). Se quiser, pode registrá-lo num cartório de Títulos e Documentos, só para guardar.'
        : 'Você escolhe a forma no fim: o particular vale assinado por você e por 3 testemunhas, sem cartório (art. 1.876); o público é feito no cartório ou pelo e-Notariado, com 2 testemunhas (art. 1.864).';
  const points: string[] = [];
  for (const d of c.content.disposicoes.deserdacoes) {
    const p = person(c, d.herdeiroId);
    if (p) points.push(`a deserdação d${called(c.s, p).o} ${called(c.s, p).the.slice(2)}`);
  }
  if (c.content.disposicoes.clausulasRestritivas.some((x) => x.alcance === 'legitima'))
    points.push('a cláusula sobre a legítima');
  if (c.content.familia.conjuge?.tipo === 'uniao_estavel')
    points.push('a união estável (ainda se discute se o companheiro é herdeiro necessário)');
  if (c.analysis.porHerdeiro.some((o) => legitimaOf(c, o.heir.pessoaId) && isShort(c, o)))
    points.push('a parte que passa da disponível');
  return [
    /advogad/.test(n) || !/cartorio|tabeli|registr|firma|autentic/.test(n)
      ? 'Não é obrigatório ter advogado para fazer o testamento.'
      : forma === 'publico'
        ? 'O testamento público é feito no cartório, sim.'
        : 'O testamento particular não precisa de cartório nem de firma reconhecida.',
    how,
    points.length > 0
      ? `No seu caso, vale conversar com um advogado sobre ${joinPt(points)}.`
      : 'Pelo que você contou até agora, o seu caso é simples; com empresa, bens no exterior ou briga na família, vale consultar um advogado.',
  ].join(' ');
}

function isShort(c: Case, o: Case['analysis']['porHerdeiro'][number]): boolean {
  const l = legitimaOf(c, o.heir.pessoaId);
  return l !== undefined && compare(o.recebe, l) < 0;
}

/** "meu enteado recebe alguma coisa?": not an heir of the testator; the disponível only. */
export function stepchildAnswer(c: Case, stepchild: Pessoa | undefined, feminine: boolean): string {
  const w = stepchild ? called(c.s, stepchild) : undefined;
  const the = w?.the ?? (feminine ? 'a sua enteada' : 'o seu enteado');
  const he = feminine ? 'ela' : 'ele';
  const The = w ? w.The : feminine ? 'Ela' : 'Ele';
  const o = feminine ? 'a' : 'o';
  const given = stepchild ? givenTo(c, stepchild.id) : [];
  const disponivel = disponivelText(c);
  return [
    `Pela lei, ${the} não herda de você: enteado herda do pai e da mãe, não do padrasto ou da madrasta. ${The} só recebe o que você deixar no testamento, da parte disponível (${disponivel}).`,
    given.length > 0
      ? `Pelo testamento como está agora, ${he} recebe ${given.join(' e ')}.`
      : `Até agora você não deixou nada para ${he}; se quiser, diga na pergunta da herança ou dos legados.`,
    `Se você ${feminine ? 'a' : 'o'} criou como filh${o}, a filiação socioafetiva pode ser reconhecida (no cartório ou na Justiça), e aí ${he} herda como filh${o}.`,
  ].join(' ');
}

/** "minha ex-mulher tem direito a alguma coisa?" (CC 1.830). */
export function exSpouseAnswer(c: Case): string {
  return [
    'Depois do divórcio, o ex-cônjuge não é herdeiro e não tem parte na legítima (art. 1.830); a divisão dos bens do casal é feita no divórcio, não no testamento.',
    `Se quiser deixar algo para ex-cônjuge, só da parte disponível (${disponivelText(c)}; art. 1.789).`,
    'Se vocês só estão separados de fato, sem divórcio, é diferente: a pessoa continua herdeira até 2 anos de separação (art. 1.830).',
  ].join(' ');
}

/** "o que acontece se eu não fizer testamento?": the legal succession of the family of today. */
export function noWillAnswer(c: Case): string {
  if (!familyKnown(c))
    return 'Sem testamento, tudo vai para os herdeiros pela ordem da lei: filhos e netos (com o cônjuge, conforme o regime), depois pais e avós (com o cônjuge), depois o cônjuge sozinho, e só então irmãos, sobrinhos, tios e primos (arts. 1.829 e 1.839). Quando eu anotar a sua família, digo como ficaria no seu caso.';
  const heirs = c.succession.herdeiros
    .map((h) => {
      const p = person(c, h.pessoaId);
      return p ? `${called(c.s, p).the}, ${plainShare(h.quinhao)}` : undefined;
    })
    .filter(Boolean);
  return heirs.length > 0
    ? `Sem testamento, tudo vai para os herdeiros pela ordem da lei (art. 1.829). Com a sua família de hoje, ${ofEstate(c)} ficaria assim: ${heirs.join('; ')}. Com o testamento, você decide para quem vai a parte disponível e deixa registradas as suas outras vontades.`
    : 'Sem testamento e sem filhos, netos, pais, avós nem cônjuge, a herança vai para os irmãos, depois sobrinhos, tios e primos (arts. 1.829 e 1.839); sem nenhum deles, vai para o Município (art. 1.844). Com o testamento, você decide para quem vai tudo.';
}

/** "e se eu me separar?" (CC 1.830). */
export function separateAnswer(c: Case): string {
  const spouseId = c.content.familia.conjuge?.pessoaId;
  const spouse = spouseId ? person(c, spouseId) : undefined;
  const w = spouse ? called(c.s, spouse) : undefined;
  const given = spouse ? givenTo(c, spouse.id) : [];
  return [
    `Com o divórcio, ${w ? w.the : 'o cônjuge'} deixa de ser herdeir${w?.o ?? 'o'} e perde a parte na legítima; só de fato, sem divórcio, continua herdeir${w?.o ?? 'o'} até 2 anos de separação (art. 1.830). A meação é dividida no divórcio.`,
    given.length > 0
      ? `O que o testamento deixa para ${w?.he ?? 'ele'} (${given.join(' e ')}) não se desfaz sozinho: se a família mudar, faça um testamento novo.`
      : 'Se a família mudar, o mais seguro é fazer um testamento novo; aqui, é criar uma nova versão.',
  ].join(' ');
}

/** "quanto eu posso deixar pra quem eu quiser?" (CC 1.789, 1.846). */
export function disponivelAnswer(c: Case): string {
  const heirs = heirsCounted(c);
  if (!familyKnown(c))
    return 'Se você tiver herdeiros necessários (filhos, netos, pais, avós ou cônjuge), a parte disponível é a metade do que for seu; sem eles, é tudo (arts. 1.789 e 1.845). Quando eu anotar a sua família, digo a fração exata.';
  if (heirs.length === 0)
    return 'Tudo: como você não tem herdeiros necessários (filhos, netos, pais, avós ou cônjuge), pode deixar tudo para quem quiser (art. 1.789).';
  return `A parte disponível: ${part(c.analysis.disponivel)} ${ofEstate(c)} (art. 1.789). A outra metade é a legítima ${ofAll(c, heirs)}, que a lei garante (art. 1.846).`;
}

/** "posso deixar pra igreja?" (CC 1.789, 1.799). */
export function institutionAnswer(c: Case): string {
  return [
    `Pode, da parte disponível (${disponivelText(c)}): uma parte da herança ou um bem (legado) para uma igreja, associação ou outra instituição.`,
    'No testamento vai o nome completo da instituição e o CNPJ, para não haver dúvida sobre quem recebe.',
    whereAsked(
      c.s,
      'heranca',
      'herança',
      '"10% para a Associação Beneficente São Vicente"',
      'Diga na pergunta da herança ou dos legados.',
    ),
  ].join(' ');
}

/** "quem paga as dívidas?" (CC 1.792, 1.997). */
export function debtsAnswer(): string {
  return 'As dívidas são pagas com os bens que você deixar, antes da divisão entre os herdeiros (art. 1.997). Ninguém paga do próprio bolso além do que recebeu da herança (art. 1.792). O testamento não precisa tratar delas.';
}

/** "posso deixar mais pra um filho do que pro outro?", "meus filhos herdam igual?" (CC 1.846, 1.849). */
export function moreToOneAnswer(c: Case, n = ''): string {
  const heirs = heirsCounted(c);
  if (!familyKnown(c))
    return 'Pode: cada herdeiro necessário tem garantida a parte dele na legítima, a metade dos bens dividida entre eles (art. 1.846), e a parte disponível, a outra metade, você divide como quiser, até toda para um só (art. 1.849). Quando eu anotar a sua família, digo as frações.';
  const owed = joinPt(
    heirs.map((p) => {
      const l = legitimaOf(c, p.id);
      return `${called(c.s, p).the}${l ? ` com ${plainShare(l)}` : ''}`;
    }),
  );
  const equal = /igual|iguais|mesma coisa|mesmo tanto/.test(n) && !/deixar mais|dar mais/.test(n);
  return [
    heirs.length > 0
      ? `${equal ? 'Pela lei, a legítima é dividida assim' : 'Pode. Cada herdeiro necessário tem garantida a parte dele na legítima'}: ${owed}, ${ofEstate(c)} (art. 1.846).`
      : 'Pode: sem herdeiros necessários, você divide como quiser (art. 1.789).',
    heirs.length > 0
      ? `A parte disponível (${plainShare(c.analysis.disponivel)}) você divide como quiser, até toda para um só, que recebe isso além da legítima (art. 1.849)${equal ? ': assim um pode ficar com mais do que o outro' : ''}.`
      : '',
    whereAsked(
      c.s,
      'heranca',
      'herança',
      '"a parte disponível toda para a minha filha"',
      'Eu pergunto isso na etapa da herança.',
    ),
  ]
    .filter(Boolean)
    .join(' ');
}

/** "e se eu tiver outro filho?" (CC 1.845, 1.973), with the split of today and after. */
export function anotherChildAnswer(c: Case): string {
  const filhos = c.content.familia.descendentes.filter((d) => d.grau === 'filho' && d.vivo);
  if (filhos.length === 0)
    return 'Se nascer um filho depois (ou você descobrir um que não conhecia), este testamento perde efeito por inteiro (art. 1.973): aí é só fazer um novo.';
  const hyp = klona(c.content);
  hyp.pessoas.push({ id: 'p_novo', tipo: 'fisica', nome: 'Filho Novo' });
  hyp.familia.descendentes.push({ pessoaId: 'p_novo', grau: 'filho', vivo: true, menor: true });
  const now = legitimaOf(c, filhos[0]?.pessoaId ?? '');
  const after = legalSuccession(hyp, c.today).herdeiros.find((h) => h.pessoaId === 'p_novo');
  const names = calledAll(
    c.s,
    filhos.map((f) => person(c, f.pessoaId)).filter((p): p is Pessoa => p !== undefined),
  );
  return [
    `Hoje você tem ${filhos.length === 1 ? `um filho, ${names}` : `${filhos.length} filhos, ${names}`}${now ? `, e cada um tem direito a ${plainShare(now)} na legítima` : ''}.`,
    `Um filho que nascer depois também será herdeiro necessário, e a legítima passa a ser dividida entre todos${after ? `: ${plainShare(after.legitima)} para cada filho` : ''}.`,
    'Em alguns casos o testamento pode até perder efeito (art. 1.973); o mais seguro é fazer um novo quando a família mudar.',
  ].join(' ');
}

/**
 * "posso deixar do jeito que eu quiser ou meus irmãos têm direito a uma parte?": siblings are not
 * necessary heirs and are left out by not naming them (art. 1.850); with no necessary heirs,
 * everything is disponível (art. 1.789); with some, their legítima stays theirs (art. 1.846).
 */
export function siblingsAnswer(
  c: Case,
  said: { plural: boolean; feminine: boolean; contest?: boolean },
): string {
  const the = said.plural
    ? said.feminine
      ? 'suas irmãs'
      : 'seus irmãos'
    : said.feminine
      ? 'sua irmã'
      : 'seu irmão';
  const rule = `Irmãos não são herdeiros necessários: para deixar ${said.plural ? 'os' : said.feminine ? 'a' : 'o'} ${the} de fora, basta não ${said.plural ? 'incluí-los' : said.feminine ? 'incluí-la' : 'incluí-lo'} no testamento (art. 1.850).`;
  const contest = said.contest ? ` ${noGroundToContest(said)}` : '';
  if (!familyKnown(c))
    return `${rule}${contest} Se você tiver herdeiros necessários (filhos, netos, pais, avós ou cônjuge), a metade do que tiver fica com eles; sem eles, pode deixar tudo como quiser (arts. 1.789 e 1.845). Quando eu anotar a sua família, digo a fração exata.`;
  const heirs = heirsCounted(c);
  if (heirs.length === 0)
    return `Pode deixar do jeito que quiser. ${rule}${contest} Como você não tem filhos, netos, pais, avós nem cônjuge, tudo é parte disponível (art. 1.789). Só sem testamento é que os irmãos herdariam (art. 1.839).`;
  const owed = joinPt(
    heirs.map((p) => {
      const l = legitimaOf(c, p.id);
      return `${called(c.s, p).the}${l ? ` (${plainShare(l)})` : ''}`;
    }),
  );
  return `${rule}${contest} Mas ${owed} ${heirs.length > 1 ? 'têm' : 'tem'} direito à legítima (arts. 1.845 e 1.846): você decide livremente só a parte disponível, ${part(c.analysis.disponivel)} ${ofEstate(c)} (art. 1.789).`;
}

/** "eles podem contestar?": being left out of the will is no ground to challenge it. */
export function noGroundToContest(said: { plural: boolean; feminine: boolean }): string {
  const who = said.plural ? 'eles não podem' : said.feminine ? 'ela não pode' : 'ele não pode';
  return `Só por ${said.plural ? 'ficarem' : 'ficar'} de fora, ${who} contestar: um testamento só é anulado por defeito de forma ou de capacidade, e é por isso que a forma e as testemunhas são feitas com cuidado.`;
}
