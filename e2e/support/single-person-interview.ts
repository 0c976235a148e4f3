/**
 * The single person of the assistant's scripted conversations (no children, everything to a
 * friend and a charity, a typed will signed before three witnesses), answer by answer. Shared by
 * the browser golden path, the accessibility suite and the bench.
 */
export const singlePersonAnswers: readonly string[] = [
  'sim',
  'carlos alberto mendes',
  '529.982.247-25',
  '15/06/1975',
  'Campinas/SP',
  'engenheiro',
  'Rua das Flores, 123, apto 45, Jardim Paulista, São Paulo/SP, CEP 01415-000',
  'nenhuma',
  'não',
  'solteiro',
  'não tenho',
  'não',
  '60% para meu amigo João Pedro Alves e 40% para a Associação Amigos do Bem, CNPJ 11.222.333/0001-81',
  'não',
  'no lugar de João Pedro Alves, Marina Alves Costa',
  'não',
  'João Pedro Alves',
  'não',
  'não',
  'não',
  'particular',
  [
    'Roberto Carlos Lima, 987.654.321-00, 20/01/1970',
    'Juliana Pereira Santos, 24681357928, 02/11/1985',
    'Marcos Vinícius Rocha, 135.792.468-28, 14 de julho de 1990',
  ].join('\n'),
  'não',
  'sim',
  'sim',
];
