import { normalize } from './text.ts';

/**
 * Common words of streets, neighbourhoods, places of birth and professions typed without their
 * accents: "hospicio" → "Hospício", "caminhao" → "caminhão", "sao jose" → "São José".
 *
 * A curated list rather than a spelling dictionary (dictionary-pt with nspell takes seconds and
 * hundreds of megabytes to load, and offers every form of a word): each word below has one
 * written form in these fields, so restoring its accents needs no confirmation. Words that are
 * two words without their accent ("para"/"Pará", "e"/"é", "pais"/"país", "Luis"/"Luís") are left out.
 */
const COMMON_WORDS = // Places: saints, people and words of street and neighbourhood names.
  (
    'São José João Antônio Sebastião Estêvão Simão Tomé Tomás Brás Cristóvão Jerônimo Lázaro ' +
    'Inácio Júlio Cândido Getúlio Tibúrcio Eutíquio Osório Sertório Álvares Nóbrega Marquês Barão ' +
    'Conceição Assunção Nazaré Glória Graça Graças Fátima Lúcia Mônica Inês Bárbara Cecília ' +
    'Efigênia Ângelo Jordão Belém Jerusalém Canaã Ré Hospício República Independência Abolição ' +
    'Consolação Aclimação Paraíso Funcionários Voluntários Pátria Três Praça Ceará Paraná ' +
    'Piauí Maranhão Goiás Amapá Paraíba Rondônia Espírito Brasília Goiânia Cuiabá Maceió ' +
    'Macapá Vitória Niterói Petrópolis Florianópolis Higienópolis Anápolis Uberlândia ' +
    'Jacarepaguá Maracanã Gávea Grajaú Méier Tatuapé Butantã Jaçanã Itapuã Ceilândia Guará ' +
    'Jatobá Jacarandá Ipê Ingá Tamandaré Araçá Ilhéus América Américas Atlântico Pacífico ' +
    'Acácia Acácias Condomínio Jóquei Chácara Chácaras Sítio ' +
    // Cities and neighbourhoods with an accent, as often typed without it.
    'Piçarra Maré Guamá Tapanã Marajó Icaraí Andaraí Pirajá Itapoã Telégrafo Paranoá Núcleo ' +
    'Águas Botânico Varjão Jaraguá Cangaíba Ribeirão Taboão Várzea Antão Índios Jundiaí Guarujá ' +
    'Taubaté Sumaré Carapicuíba Araçatuba Mauá Jacareí Guaratinguetá Itanhaém Mairiporã Peruíbe ' +
    'Paulínia Cubatão Caçapava Guaçu Iguaçu Sertãozinho Macaé Itaboraí Seropédica Itaguaí Magé ' +
    'Maricá Muriaé Araxá Itajubá Unaí Janaúba Januária Camaçari Jequié Irecê Jaboatão Mossoró ' +
    'Caicó Parnaíba Quixadá Canindé Crateús Araguaína Marabá Santarém Cametá Humaitá Maués Tefé ' +
    'Corumbá Porã Naviraí Cáceres Maringá Paranaguá Araucária Itajaí Chapecó Criciúma Concórdia ' +
    'Caçador Biguaçu Araranguá Camboriú Tubarão Bagé Ijuí Guaíba Tramandaí Avaré Tatuí Jaú ' +
    'Ubá Cambé Poá ' +
    // Words of the names of churches and charities.
    'Esperança Associação Fundação Instituição Paróquia Missão Misericórdia ' +
    // Countries and foreign cities said as a place of birth.
    'Japão Líbano Síria Itália França Bélgica Suíça Áustria México Panamá Canadá Bolívia ' +
    'Colômbia Moçambique Guiné Índia Polônia Ucrânia Rússia Grécia Romênia Croácia Escócia ' +
    'Suécia Finlândia Austrália Bogotá Montevidéu Tóquio Pequim Mérida Valência ' +
    // Professions.
    'mecânico mecânica caminhão ônibus táxi máquinas veterinário veterinária técnico técnica ' +
    'artesã artesão médico médica doméstico doméstica funcionário funcionária público pública ' +
    'ferroviário ferroviária metalúrgico metalúrgica bancário bancária secretário secretária farmacêutico farmacêutica psicólogo psicóloga ' +
    'autônomo autônoma empresário empresária microempresário microempresária garçom ' +
    'químico química biólogo bióloga agrônomo agrônoma músico musicista fotógrafo fotógrafa ' +
    'informática eletrônico eletrônica elétrica construção comércio comerciário comerciária ' +
    'operário operária metalúrgico metalúrgica pedagogo pedagoga escrivão escrivã ' +
    'serventuário serventuária saúde segurança publicitário publicitária açougueiro ' +
    'açougueira babá camelô missionário missionária cirurgião cirurgiã protético protética ' +
    'aeronáutica agropecuária contábil ciências educação física administração comunicação ' +
    'matemático matemática estatístico estatística gráfico gráfica óptico óptica ótico ótica ' +
    'manutenção produção serviço serviços instalação comunitário comunitária rodoviário ' +
    'rodoviária laboratório evangélico evangélica fonoaudiólogo fonoaudióloga biomédico ' +
    'biomédica agrícola justiça tabelião tabeliã polícia capitão elétrico eletrotécnico ' +
    'eletrotécnica psicopedagogo psicopedagoga bibliotecário bibliotecária securitário ' +
    'securitária imóveis plástico plástica peão juíza economiário economiária universitário ' +
    'universitária acadêmico acadêmica cartório automóvel automóveis veículo veículos máquina ' +
    'eletrodomésticos mecânicos'
  )
    .split(' ')
    .filter(Boolean);

const ACCENTED = new Map(COMMON_WORDS.map((w) => [normalize(w), w.toLocaleLowerCase('pt-BR')]));

/** "Sao" → "São", "SAO" → "SÃO", "sao" → "são": the word's own capitals kept. */
function withCase(typed: string, accented: string): string {
  if (typed === typed.toLocaleUpperCase('pt-BR') && typed.length > 1)
    return accented.toLocaleUpperCase('pt-BR');
  if (/^\p{Lu}/u.test(typed))
    return accented.charAt(0).toLocaleUpperCase('pt-BR') + accented.slice(1);
  return accented;
}

/**
 * Endings written one way only: "-ção"/"-ções" ("refrigeracao", "instalacoes", "Conceicao"),
 * "-ssão" ("profissao", "Missao"), "-ário"/"-ório" ("bancario", "Tenorio", "escritorio"),
 * "-ência"/"-ância" ("Independencia", "Estancia"), "-ócio" ("negocio"), "-ópolis"
 * ("Teresopolis") and "-ândia" ("Uberlandia"), and surnames and plurals in "-ões" ("Simoes",
 * "Tres Coracoes"). Never a word of talk; a short word ("cao", "sao", "Goes") is not one of these.
 */
const ENDINGS: ReadonlyArray<[RegExp, string]> = [
  [/^(\p{L}{2,})[cç]ao$/u, '$1ção'],
  [/^(\p{L}{2,})[cç]oes$/u, '$1ções'],
  [/^(\p{L}{2,})ssao$/u, '$1ssão'],
  [/^(\p{L}{2,})ssoes$/u, '$1ssões'],
  [/^(\p{L}{3,})oes$/u, '$1ões'],
  [/^(\p{L}{2,})ario$/u, '$1ário'],
  [/^(\p{L}{2,})orio$/u, '$1ório'],
  [/^(\p{L}{2,})encia$/u, '$1ência'],
  [/^(\p{L}{2,})ancia$/u, '$1ância'],
  [/^(\p{L}{2,})ocio$/u, '$1ócio'],
  [/^(\p{L}{2,})opolis$/u, '$1ópolis'],
  [/^(\p{L}{2,})andia$/u, '$1ândia'],
];

/** The word with its ending's accent ("refrigeracao" → "refrigeração"), else undefined. */
export function accentEnding(lower: string): string | undefined {
  for (const [re, ending] of ENDINGS) if (re.test(lower)) return lower.replace(re, ending);
  return undefined;
}

/** "eletricas" → "elétricas": the plural of a word of the list. */
function plural(bare: string): string | undefined {
  const singular =
    bare.length > 4 && bare.endsWith('s') ? ACCENTED.get(bare.slice(0, -1)) : undefined;
  return singular && `${singular}s`;
}

/** One word with the accents it always has, when it was typed without any. */
export function accentWord(word: string): string {
  const lower = word.toLowerCase();
  // A "ç" typed without the tilde ("refrigeraçao") still lacks its ending's accent.
  if (lower.replace(/ç/g, 'c') !== normalize(word)) return word;
  const accented = ACCENTED.get(normalize(word)) ?? plural(normalize(word)) ?? accentEnding(lower);
  return accented ? withCase(word, accented) : word;
}

/**
 * The common words of a text with their accents ("motorista de caminhao" → "motorista de
 * caminhão"); everything else as typed. For professions and other lower-case values.
 */
export function restoreCommonAccents(text: string): string {
  return saintLuis(text.replace(/[\p{L}]+/gu, (word) => accentWord(word)));
}

/**
 * "São Luis" → "São Luís": the saint's name in a place is accented ("Luis" alone is a name written
 * both ways, see ./name-accents.ts); "São Luiz Gonzaga" keeps its z.
 */
export function saintLuis(text: string): string {
  return text.replace(/(\bs[aã]o\s+)(luis)(?!\p{L})/giu, (_, saint: string, luis: string) => {
    const accented = luis === luis.toUpperCase() ? 'LUÍS' : /^L/.test(luis) ? 'Luís' : 'luís';
    return `${saint}${accented}`;
  });
}
