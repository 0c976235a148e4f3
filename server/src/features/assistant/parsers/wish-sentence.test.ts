import { describe, expect, it } from 'vitest';
import { runTurn } from '../interview-engine.ts';
import { initialState } from '../interview-state.ts';
import { splitWishes, wishSentence } from './wish-sentence.ts';

describe('a wish as the will quotes it', () => {
  it.each([
    ['quero ser cremado', 'Quero ser cremado.'],
    ['ah e quero ser cremado, tri importante', 'Quero ser cremado.'],
    ['sou doador de orgaos, tri importante.', 'Sou doador de órgãos.'],
    [
      'e minhas contas do insta e do tiktok podem apagar.',
      'Minhas contas do insta e do tiktok podem apagar.',
    ],
    [
      'quero missa de setimo dia na igreja do carmo',
      'Quero missa de sétimo dia na igreja do carmo.',
    ],
    ['Quero ser sepultado no jazigo da família.', 'Quero ser sepultado no jazigo da família.'],
    ['tb quero que minha familia faça um churrasco!', 'Quero que minha família faça um churrasco!'],
  ])('"%s" → "%s"', (typed, quoted) => expect(wishSentence(typed)).toBe(quoted));

  it('leaves words with two spellings as typed', () => {
    // "e" (and) and "é" (is), "esta" and "está": the typed form stays.
    expect(wishSentence('quero que esta musica toque e pronto')).toBe(
      'Quero que esta música toque e pronto.',
    );
  });

  it('keeps the last words of the wish itself', () => {
    expect(wishSentence('quero que fique tudo ok')).toBe('Quero que fique tudo ok.');
  });

  it('is empty when the message was only chatter', () => {
    expect(wishSentence('ah, ok')).toBe('');
  });

  it('drops chat words at the end without a comma', () => {
    expect(wishSentence('quero ser cremada tb')).toBe('Quero ser cremada.');
    expect(wishSentence('doar as corneas ne')).toBe('Doar as córneas.');
    expect(wishSentence('missa na igreja de fatima kkk')).toBe('Missa na igreja de Fátima.');
  });
});

describe('a sentence with several wishes', () => {
  it('splits the funeral from the organ donation, carrying "quero"', () => {
    expect(splitWishes('quero ser cremada e doar meus orgaos tb')).toEqual([
      { topic: 'funeral', sentence: 'Quero ser cremada.' },
      { topic: 'doacaoOrgaos', sentence: 'Quero doar meus órgãos.' },
    ]);
    expect(
      splitWishes('gostaria de ser sepultada no jazigo da familia e doar as corneas ne'),
    ).toEqual([
      { topic: 'funeral', sentence: 'Gostaria de ser sepultada no jazigo da família.' },
      { topic: 'doacaoOrgaos', sentence: 'Gostaria de doar as córneas.' },
    ]);
  });

  it('puts a parrot in the pets field and the mass in the funeral', () => {
    expect(
      splitWishes(
        'ah e quero uma missa de setimo dia na igreja de fatima e minha irma cuida do meu papagaio loro kkk',
      ),
    ).toEqual([
      { topic: 'funeral', sentence: 'Quero uma missa de sétimo dia na igreja de Fátima.' },
      { topic: 'animais', sentence: 'Minha irmã cuida do meu papagaio loro.' },
    ]);
  });

  it('keeps a sentence about one topic whole, names joined by "e" too', () => {
    for (const typed of [
      'meus 2 cachorros, o bob e a mel, ficam com a celia, que vai cuidar deles',
      'quero ser cremado e minhas cinzas jogadas no mar',
      'quero que o joao e a maria cuidem do meu cachorro',
      'quero ser cremado e que toquem samba no velorio',
    ])
      expect(splitWishes(typed)).toEqual([
        expect.objectContaining({ sentence: wishSentence(typed) }),
      ]);
  });

  it('a part without a topic stays with its neighbour; chat between wishes is dropped', () => {
    expect(
      splitWishes('quero ser cremado, com musica, e que cuidem bem do meu gato frajola'),
    ).toEqual([
      { topic: 'funeral', sentence: 'Quero ser cremado, com música.' },
      { topic: 'animais', sentence: 'Quero que cuidem bem do meu gato frajola.' },
    ]);
    expect(splitWishes('sou doador de orgaos, ah e quero ser enterrado em caruaru')).toEqual([
      { topic: 'doacaoOrgaos', sentence: 'Sou doador de órgãos.' },
      { topic: 'funeral', sentence: 'Quero ser enterrado em caruaru.' },
    ]);
  });
});

describe('the wishes question', () => {
  it('stores each wish as a clean sentence, never the chat around it', () => {
    const s = initialState();
    s.started = true;
    s.current = 'desejos';
    const r = runTurn(
      s,
      { kind: 'message', text: 'ah e quero ser cremado, tri importante\nsou doador de orgaos' },
      { today: '2025-05-10' },
    );
    expect(r.state.draft.naoPatrimoniais).toMatchObject({
      funeral: 'Quero ser cremado.',
      doacaoOrgaos: 'Sou doador de órgãos.',
    });
  });

  it('keeps each wish of one run-on message in its own field, without "tb" or "kkk"', () => {
    const s = initialState();
    s.started = true;
    s.current = 'desejos';
    const r = runTurn(
      s,
      {
        kind: 'message',
        text: 'quero ser cremada e doar meus orgaos tb. ah e quero uma missa de setimo dia e minha irma cuida do meu papagaio kkk',
      },
      { today: '2025-05-10' },
    );
    const np = r.state.draft.naoPatrimoniais;
    expect(np.funeral).toBe('Quero ser cremada. Quero uma missa de sétimo dia.');
    expect(np.doacaoOrgaos).toBe('Quero doar meus órgãos.');
    expect(np.animais).toBe('Minha irmã cuida do meu papagaio.');
    expect(np.mensagens).toEqual([]);
    expect(JSON.stringify(np)).not.toMatch(/\btb\b|kkk|\bah\b/);
  });

  it('answers a question about the own case asked among the wishes, and keeps it out of the will', () => {
    const s = initialState();
    s.started = true;
    s.current = 'desejos';
    s.draft.pessoas.push({ id: 'p1', tipo: 'fisica', nome: 'Diego Barbosa', relacao: 'filho' });
    s.draft.descendentes.push({ pessoaId: 'p1', grau: 'filho', vivo: true, menor: false });
    const r = runTurn(
      s,
      { kind: 'message', text: 'quero doar meu corpo pra ciencia. e o diego fica com quanto?' },
      { today: '2025-05-10' },
    );
    expect(r.state.draft.naoPatrimoniais.doacaoOrgaos).toBe('Quero doar meu corpo para ciência.');
    expect(r.state.draft.naoPatrimoniais.mensagens).toEqual([]);
    expect(r.replies.join('\n')).toContain('O Diego tem direito a 1/2 (50%)');
  });
});

describe('wishSentence: chat shorthand written out', () => {
  it('writes "q" and "qnd" as words, and drops a trailing "tb"', () => {
    expect(wishSentence('quero q apaguem meu instagram qnd eu morrer tb')).toBe(
      'Quero que apaguem meu instagram quando eu morrer.',
    );
  });
});

describe('talk and answers among the wishes are never messages', () => {
  const messages = (raw: string) =>
    splitWishes(raw)
      .filter((w) => w.topic === undefined)
      .map((w) => w.sentence);
  it.each(['Sim.', 'sim!!', 's', 'Sim, claro.', 'ok'])('"%s" answers the question', (said) =>
    expect(splitWishes(said)).toEqual([]),
  );
  it.each([
    'meus filhos ja sabem',
    'minha família já está ciente.',
    'e eles ja tao sabendo',
    'a familia toda ja sabe disso',
    'ja conversei com eles',
    'meus filhos estão de acordo',
  ])('"%s" is talk', (said) => expect(splitWishes(said)).toEqual([]));
  it('talk after a wish leaves the wish alone', () => {
    expect(splitWishes('quero ser cremada e meus filhos ja sabem')).toEqual([
      { topic: 'funeral', sentence: 'Quero ser cremada.' },
    ]);
  });
  it('a message for someone keeps only its words, and who it is for when it does not call them', () => {
    expect(
      messages('e uma mensagem pra minha mae: mae obrigada por tudo, te amo demais ❤️'),
    ).toEqual(['Mãe, obrigada por tudo, te amo demais.']);
    expect(
      messages('quero deixar um recado pros meus filhos: estudem e cuidem um do outro'),
    ).toEqual(['Recado para meus filhos: estudem e cuidem um do outro.']);
    expect(messages('mensagem p/ meu pai - painho te amo')).toEqual(['Painho, te amo.']);
  });
});

describe('splitWishes: photos and accounts going to someone', () => {
  it('keeps the whole sentence as the digital wish, without the emoji nor the password talk', () => {
    expect(
      splitWishes(
        'minhas fotos e a minha conta do icloud (the whole cloud kkk) quero q fiquem pro lucas, meu marido ❤️ senha eu passo pra ele depois…',
      ),
    ).toEqual([
      {
        topic: 'ativosDigitais',
        sentence:
          'Minhas fotos e a minha conta do icloud quero que fiquem para o lucas, meu marido.',
      },
    ]);
  });
});

describe('a message to someone inside the wishes, however it is introduced', () => {
  it('"uma mensagem pros meus netos que …": the message after "que", the funeral before it', () => {
    expect(
      splitWishes(
        'quero ser enterrada junto com o arnaldo no jazigo da familia e quero deixar uma mensagem pros meus netos que a vó ama eles muito',
      ),
    ).toEqual([
      {
        topic: 'funeral',
        sentence: 'Quero ser enterrada junto com o arnaldo no jazigo da família.',
      },
      { topic: undefined, sentence: 'Mensagem para meus netos: a vó ama eles muito.' },
    ]);
  });

  it('"e pros meus netos: …" without the word "mensagem" is a message too', () => {
    expect(splitWishes('quero ser cremado, e pra minha filha: seja feliz, filha')).toEqual([
      { topic: 'funeral', sentence: 'Quero ser cremado.' },
      { topic: undefined, sentence: 'Mensagem para minha filha: seja feliz, filha.' },
    ]);
  });

  it('the ceremony and the flowers are the funeral', () => {
    expect(splitWishes('Nada de cerimônias extravagantes.')).toEqual([
      { topic: 'funeral', sentence: 'Nada de cerimônias extravagantes.' },
    ]);
    expect(splitWishes('sem coroas de flores')[0]?.topic).toBe('funeral');
  });
});
