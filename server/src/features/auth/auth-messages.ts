/** Portuguese for better-auth's error codes; anything unknown falls back by status. */
export const authErrorMessages: Record<string, string> = {
  // The same words whether the password is wrong or the address not yet confirmed: a sign-in
  // must not tell anyone which accounts exist (ADR 0024).
  INVALID_EMAIL_OR_PASSWORD:
    'E-mail ou senha incorretos. Se você acabou de criar a conta, abra antes o link de confirmação que enviamos para o seu e-mail.',
  INVALID_EMAIL: 'Informe um e-mail válido, como nome@exemplo.com.',
  INVALID_PASSWORD: 'Senha incorreta.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este e-mail. Entre com sua senha ou redefina-a.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'Já existe uma conta com este e-mail. Entre com sua senha ou redefina-a.',
  PASSWORD_TOO_SHORT: 'A senha precisa ter pelo menos 8 caracteres.',
  PASSWORD_TOO_LONG: 'A senha pode ter no máximo 128 caracteres.',
  INVALID_TOKEN: 'Este link de redefinição é inválido ou já foi usado. Peça um novo.',
  TOKEN_EXPIRED: 'Este link de redefinição expirou. Peça um novo.',
  USER_NOT_FOUND: 'Não encontramos uma conta com esses dados.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente para continuar.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta conta entra pelo Google e não tem senha cadastrada.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
  MISSING_OR_NULL_ORIGIN: 'Origem da requisição não permitida.',
  PROVIDER_NOT_FOUND: 'Este método de entrada não está disponível.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta agora. Tente de novo em instantes.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível entrar agora. Tente de novo em instantes.',
  VALIDATION_ERROR: 'Os dados enviados são inválidos.',
  MISSING_FIELD: 'Preencha todos os campos obrigatórios.',
  BODY_MUST_BE_AN_OBJECT: 'Os dados enviados são inválidos.',
};

/** Generic Portuguese message by HTTP status when better-auth gives no known code. */
export function authMessageForStatus(status: number): string {
  if (status === 401) return 'Você precisa entrar para continuar.';
  if (status === 403) return 'Operação não permitida.';
  if (status === 404) return 'Não encontramos o que você procurou.';
  if (status === 429) return 'Muitas tentativas seguidas. Aguarde um pouco e tente de novo.';
  if (status >= 500) return 'Ocorreu um erro interno. Tente novamente em instantes.';
  return 'Não foi possível concluir a operação. Confira os dados e tente de novo.';
}

export const missingCredentialsMessage = 'Informe seu e-mail e sua senha.';
export const weakPasswordMessage = 'Escolha uma senha mais forte.';

export const nameMessages = {
  missing: 'Informe seu nome.',
  tooLong: 'Use no máximo 120 caracteres no nome.',
  hidden: 'O nome contém caracteres invisíveis ou de controle. Escreva-o de novo.',
};
