import { normalize } from './text.ts';

const SCALES: Record<string, number> = {
  mil: 1e3,
  k: 1e3,
  milhao: 1e6,
  milhoes: 1e6,
  mi: 1e6,
  bilhao: 1e9,
};
const WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  cem: 100,
  cento: 100,
  duzentos: 200,
  trezentos: 300,
  quinhentos: 500,
};

/** Reads an amount in reais: "R$ 10.000,00", "10 mil reais", "1,5 milhão", "dez mil"; undefined if none. */
export function parseMoney(text: string): number | undefined {
  const n = normalize(text).replace(/r\s*\$\s*/g, '');
  const m =
    /(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?|\d+\.\d{1,2})\s*(mil|k|milhao|milhoes|mi|bilhao)?\b/.exec(
      n,
    );
  if (m?.[1]) {
    const raw = m[1];
    let value: number;
    if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(raw))
      value = Number(raw.replace(/\./g, '').replace(',', '.'));
    else value = Number(raw.replace(',', '.'));
    const scale = m[2] ? (SCALES[m[2]] ?? 1) : 1;
    const result = Math.round(value * scale * 100) / 100;
    return Number.isFinite(result) && result > 0 ? result : undefined;
  }
  const w =
    /\b(um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|vinte|trinta|quarenta|cinquenta|cem|cento|duzentos|trezentos|quinhentos)\s+(mil|milhao|milhoes)\b/.exec(
      n,
    );
  if (w?.[1] && w[2]) return (WORDS[w[1]] ?? 0) * (SCALES[w[2]] ?? 1);
  return undefined;
}

/** An amount as "R$ 10.000,00". */
export function formatMoney(value: number): string {
  const [int, dec] = value.toFixed(2).split('.');
  return `R$ ${(int ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec ?? '00'}`;
}
