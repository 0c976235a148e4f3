/**
 * Conversation inside legal fields: the testator's name, a place, profession or address holding what the person
 * said around it ("Moro na…", "Nasci em…", "sim, como eu falei…"), or a free text (a gift, a
 * wish, a justa causa) holding a reply to the assistant rather than the wish itself.
 */
import type { TestamentContent } from '@legado/contract';
import { fold } from './text.ts';

/** A field that holds conversation. */
export interface SentenceFound {
  field: string;
  value: string;
  why: string;
}

/** Words people use when talking, never in a short legal value. */
const TALK =
  /\b(eu|moro|morei|nasci|sou|tenho|trabalho|quero|queria|acho|falei|disse|aqui|mesmo|obrigad[oa]|favor|sim|nao|pra|pro|q|ta|kk+|entao|isso|voce|vc|como eu)\b/;
/** Words that are not part of a person's name (other people's names are checked as junk people). */
const NOT_A_NAME =
  /\b(para|parte|disponivel|meu|minha|meus|minhas|filh[oa]s?|irma[o]?|esposa|marido|amig[oa]|que|outro|nasceu|nascid[oa]|falecid[oa]|anos|tudo|metade|resto|juiz|escolhe|ok|cpf)\b/;
/** Replies to the assistant inside a free text. */
const REPLY =
  /^(sim|nao|ok|isso|certo)\b[,.!:]|como (eu )?(ja )?(falei|disse)|acabei de (falar|dizer)|(ta|esta) (escrito|errado)|fique escrito|\?\s*$|\b(voce|vc)\b/;

const LIMITS: Record<string, number> = {
  nome: 8,
  naturalidade: 6,
  nacionalidade: 3,
  profissao: 6,
  logradouro: 8,
  numero: 2,
  complemento: 5,
  bairro: 5,
  cidade: 5,
};

function short(out: SentenceFound[], field: string, kind: string, value: string | undefined) {
  if (!value) return;
  const f = fold(value);
  const words = f.split(/[\s,/]+/).filter(Boolean);
  const limit = LIMITS[kind] ?? 6;
  const why =
    words.length > limit
      ? `${words.length} palavras`
      : TALK.test(f)
        ? `conversa (${TALK.exec(f)?.[0]})`
        : kind === 'nome' && NOT_A_NAME.test(f)
          ? `não é nome (${NOT_A_NAME.exec(f)?.[0]})`
          : (kind === 'naturalidade' || kind === 'cidade') && /\b(na|no|em)\s*(\/|$)/.test(f)
            ? 'preposição solta'
            : undefined;
  if (why) out.push({ field, value, why });
}

function free(out: SentenceFound[], field: string, value: string | undefined) {
  if (!value) return;
  const f = fold(value);
  if (REPLY.test(f))
    out.push({ field, value, why: `resposta ao assistente (${REPLY.exec(f)?.[0]})` });
}

/** Every legal field of the will that holds conversation. */
export function sentencesInLegalFields(c: TestamentContent): SentenceFound[] {
  const out: SentenceFound[] = [];
  const t = c.testador;
  short(out, 'testador.nome', 'nome', t.nome);
  short(out, 'testador.naturalidade', 'naturalidade', t.naturalidade);
  short(out, 'testador.nacionalidade', 'nacionalidade', t.nacionalidade);
  short(out, 'testador.profissao', 'profissao', t.profissao);
  const e = t.endereco;
  short(out, 'endereco.logradouro', 'logradouro', e.logradouro);
  short(out, 'endereco.numero', 'numero', e.numero);
  short(out, 'endereco.complemento', 'complemento', e.complemento);
  short(out, 'endereco.bairro', 'bairro', e.bairro);
  short(out, 'endereco.cidade', 'cidade', e.cidade);
  short(out, 'local.cidade', 'cidade', c.formalidades.cidade);
  c.disposicoes.legados.forEach((l, i) => free(out, `legados[${i}].descricao`, l.descricao));
  c.disposicoes.clausulasRestritivas.forEach((x, i) =>
    free(out, `clausulas[${i}].justaCausa`, x.justaCausa),
  );
  const np = c.naoPatrimoniais;
  free(out, 'desejos.funeral', np.funeral);
  free(out, 'desejos.doacaoOrgaos', np.doacaoOrgaos);
  free(out, 'desejos.animais', np.animais);
  free(out, 'desejos.ativosDigitais', np.ativosDigitais);
  np.mensagens.forEach((m, i) => free(out, `desejos.mensagens[${i}]`, m));
  return out;
}
