import { describe, expect, it } from 'vitest';
import { play, singlePersonUntil } from '../conversation-test-helpers.ts';
import {
  isSentence,
  joinedSplitWords,
  professionHead,
  readProfession,
  retiredApart,
  withoutChatTail,
} from './profession.ts';

// Found by trying the app: "aposentado era ferroviario" was stored as the profession, word for
// word.
describe('a profession told in passing', () => {
  it('"aposentado era ferroviario" is a retired railway worker, not the sentence', () => {
    expect(readProfession('aposentado era ferroviario')).toBe('ferroviário aposentado');
    expect(readProfession('sou aposentado, era ferroviário')).toBe('ferroviário aposentado');
    expect(readProfession('aposentada, trabalhei como costureira')).toBe('costureira aposentada');
    expect(readProfession('professora aposentada')).toBe('professora aposentada');
  });
});

// Found by a try in the browser: "engenheiro, ja falei tb" was printed in the will.
describe('a profession never holds the conversation around it', () => {
  it.each([
    ['engenheiro, ja falei tb', 'engenheiro'],
    ['engenheira, já falei também', 'engenheira'],
    ['tecnica de enfermagem, como eu disse', 'técnica de enfermagem'],
    ['sou professora ne', 'professora'],
    ['ja falei, motorista', 'motorista'],
  ])('"%s" → "%s"', (typed, kept) => {
    expect(readProfession(typed)).toBe(kept);
  });

  it('reads the trade told with the civil status or the birth', () => {
    expect(readProfession('sou viuva, aposentada')).toBe('aposentada');
    expect(readProfession('sou casada e sou professora')).toBe('professora');
    expect(readProfession('nasci em curitiba em 12/08/1992, engenheiro')).toBe('engenheiro');
  });

  it('keeps the conversation out of a value: "curitiba, como eu disse"', () => {
    expect(withoutChatTail('curitiba, como eu disse')).toBe('curitiba');
    expect(withoutChatTail('brasileiro tb')).toBe('brasileiro');
    // A word that only looks like chat inside the value stays.
    expect(withoutChatTail('tecnico em informatica')).toBe('tecnico em informatica');
  });
});

describe('a sentence is not a value', () => {
  it.each([
    ['trabalhei a vida toda na roça, sabe', true],
    ['acho que aposentado', true],
    ['eu trabalho de tudo um pouco e mais alguma coisa', true],
    ['cuidador de idosos', false],
    ['auxiliar de serviços gerais', false],
  ])('"%s" is a sentence: %s', (typed, sentence) => {
    expect(isSentence(typed)).toBe(sentence);
  });
});

// Found by a new person: "piloteiro de barco de turismo no pantanal" was refused as a sentence.
describe('a trade followed by where or what it is done keeps the trade', () => {
  it.each([
    ['piloteiro de barco de turismo no pantanal', 'piloteiro de barco'],
    ['guia de pesca no rio paraguai', 'guia de pesca'],
    ['barqueiro no pantanal ha 20 anos', 'barqueiro'],
    ['marisqueira de ostra na baia de todos os santos', 'marisqueira de ostra'],
    ['instrutor de autoescola em campo grande', 'instrutor de autoescola'],
    ['eu trabalho de piloteiro no rio', 'piloteiro'],
    ['trabalho como guia de pesca no pantanal', 'guia de pesca'],
    ['barqueira no rio', 'barqueira'],
  ])('"%s" → "%s"', (typed, kept) => {
    expect(professionHead(typed)).toBe(kept);
  });

  it('is not a trade when it is talk or has no place after it', () => {
    expect(professionHead('eu vendo peixe no mercado')).toBeUndefined();
    expect(professionHead('faco bico de pedreiro')).toBeUndefined();
    expect(professionHead('piloteiro de barco')).toBeUndefined();
  });
});

// Held-out set 6: "Professora a posentada" (voice typing) and "ele era mestre de obras, ta
// aposentado" (typed by a grandson) were stored as typed.
describe('a profession typed by voice or told in two clauses', () => {
  it.each([
    ['Professora a posentada', 'Professora aposentada'],
    ['enfer meira', 'enfermeira'],
    ['motorista a posentado', 'motorista aposentado'],
  ])('"%s": a word split by voice typing is one word again', (typed, joined) => {
    expect(joinedSplitWords(typed)).toBe(joined);
  });

  it.each(['professor a vida toda', 'pedreiro de obra', 'dona de casa'])(
    '"%s" keeps its words',
    (typed) => expect(joinedSplitWords(typed)).toBe(typed),
  );

  it.each([
    ['ele era mestre de obras, ta aposentado', 'ele era mestre de obras', 'o'],
    ['costureira mas já tô aposentada', 'costureira', 'a'],
    ['pedreiro, ja aposentado', 'pedreiro', 'o'],
    ['costureira mas ja to aposentada', 'costureira', 'a'],
    ['motorista de onibus e hoje aposentado', 'motorista de onibus', 'o'],
  ])('"%s": the trade, then retired', (typed, trade, ending) => {
    expect(retiredApart(typed)).toEqual({ trade, ending });
  });

  it('"professora aposentada" is one trade, not two clauses', () => {
    expect(retiredApart('professora aposentada')).toBeUndefined();
    expect(retiredApart('sou viuva, aposentada')).toBeUndefined();
    expect(readProfession('ta aposentado')).toBe('aposentado');
  });

  it('in the interview, the will holds the trade and retired, without the talk', () => {
    const at = singlePersonUntil('profissao');
    expect(
      play([...at, 'ele era mestre de obras, ta aposentado']).state.draft.testador.profissao,
    ).toBe('mestre de obras aposentado');
    expect(play([...at, 'Professora a posentada']).state.draft.testador.profissao).toBe(
      'professora aposentada',
    );
  });
});

// Held-out set 7: "cabelereira, tenho um salaozinho aqui no bairro" kept the slip; "técnico de
// manutenção na vale" kept the employer.
describe('a trade misspelled or told with its employer', () => {
  it('in the interview, the trade is written as it is spelled, without the talk', () => {
    const at = singlePersonUntil('profissao');
    const said = (typed: string) => play([...at, typed]).state.draft.testador.profissao;
    expect(said('cabelereira, tenho um salaozinho aqui no bairro')).toBe('cabeleireira');
    expect(said('eletrecista')).toBe('eletricista');
    expect(said('costurera aposentada')).toBe('costureira aposentada');
  });

  it.each([
    [
      'trabalho como técnico de manutenção na vale, por isso fico embarcado',
      'técnico de manutenção',
    ],
    ['sou professora na escola estadual', 'professora'],
    ['sou motorista pela prefeitura', 'motorista'],
    ['técnica em enfermagem', 'técnica em enfermagem'],
  ])('"%s" → "%s"', (typed, trade) => {
    expect(readProfession(typed)).toBe(trade);
  });
});
