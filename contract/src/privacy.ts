import { z } from 'zod';
import { SigningRecordSchema, TestamentStatusSchema } from './testaments.ts';

/** The word a person without a password types to confirm deleting the account. */
export const ACCOUNT_DELETION_PHRASE = 'EXCLUIR';

/** The account as exported: everything better-auth keeps about the person, minus secrets. */
export const ExportedAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  image: z.string().nullable(),
  user_data: z.unknown(),
  created_at: z.string(),
  updated_at: z.string(),
});
/** Exported account. */
export type ExportedAccount = z.infer<typeof ExportedAccountSchema>;

/** A sign-in session as exported: when and from where, never its token. */
export const ExportedSessionSchema = z.object({
  created_at: z.string(),
  updated_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
/** Exported session. */
export type ExportedSession = z.infer<typeof ExportedSessionSchema>;

/** A way to sign in (`credential` = e-mail and password, `google`), never passwords or tokens. */
export const ExportedLinkedAccountSchema = z.object({
  provider_id: z.string(),
  created_at: z.string(),
});
/** Exported linked account. */
export type ExportedLinkedAccount = z.infer<typeof ExportedLinkedAccountSchema>;

/** One chat message of a will, in conversation order. */
export const ExportedChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
});
/** Exported chat message. */
export type ExportedChatMessage = z.infer<typeof ExportedChatMessageSchema>;

/** A stored PDF, described (the bytes stay downloadable from the will's page). */
export const ExportedDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(['draft', 'final']),
  sha256: z.string(),
  content_sha256: z.string(),
  size_bytes: z.number().int().nonnegative(),
  created_at: z.string(),
});
/** Exported PDF description. */
export type ExportedDocument = z.infer<typeof ExportedDocumentSchema>;

/** A will with everything stored for it: content, interview state, conversation and PDFs. */
export const ExportedTestamentSchema = z.object({
  id: z.string(),
  status: TestamentStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  finalized_at: z.string().nullable(),
  content_sha256: z.string().nullable(),
  content: z.unknown(),
  interview_state: z.unknown(),
  /** The concluded will this one is a new version of. */
  replaces_id: z.string().nullable(),
  /** "Já assinei": when and by whom it was signed, and where the original is kept. */
  signing: SigningRecordSchema.extend({ recorded_at: z.string() }).nullable(),
  chat_messages: z.array(ExportedChatMessageSchema),
  documents: z.array(ExportedDocumentSchema),
});
/** Exported will. */
export type ExportedTestament = z.infer<typeof ExportedTestamentSchema>;

/** GET /api/v1/me/export: all of the person's data (LGPD art. 18, II and V), as one JSON file. */
export const MyDataExportSchema = z.object({
  format: z.literal('legado-meus-dados'),
  version: z.literal(1),
  exported_at: z.string(),
  account: ExportedAccountSchema,
  sessions: z.array(ExportedSessionSchema),
  linked_accounts: z.array(ExportedLinkedAccountSchema),
  testaments: z.array(ExportedTestamentSchema),
});
/** The data export file. */
export type MyDataExport = z.infer<typeof MyDataExportSchema>;

/** How deleting this account is confirmed: the password, or typing EXCLUIR when there is none. */
export const AccountDeletionMethodSchema = z.enum(['password', 'phrase']);
/** Deletion confirmation method. */
export type AccountDeletionMethod = z.infer<typeof AccountDeletionMethodSchema>;

/** GET /api/v1/me/deletion: which confirmation DELETE /api/v1/me will ask for. */
export const AccountDeletionInfoResponseSchema = z.object({
  success: z.literal(true),
  method: AccountDeletionMethodSchema,
});
/** Deletion info response. */
export type AccountDeletionInfoResponse = z.infer<typeof AccountDeletionInfoResponseSchema>;

/**
 * DELETE /api/v1/me body: the current password, or `confirm: 'EXCLUIR'` for accounts that only
 * sign in with Google (they have no password to re-enter).
 */
export const DeleteAccountBodySchema = z
  .object({
    password: z.string().max(256).optional(),
    confirm: z.string().max(32).optional(),
  })
  .strict();
/** Delete-account body. */
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** DELETE /api/v1/me response: the account and all its data are gone. */
export const DeleteAccountResponseSchema = z.object({ success: z.literal(true) });
/** Delete-account response. */
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;
