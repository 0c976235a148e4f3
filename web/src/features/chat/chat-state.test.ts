import type { ChatMessage, SendChatResponse } from '@legado/contract';
import { describe, expect, it } from 'vitest';
import {
  conversationView,
  formOpenedBy,
  withMessage,
  withOutdatedDocument,
  withStatus,
  withTurn,
  type Conversation,
} from './chat-state';

const TID = '11111111-1111-4111-8111-111111111111';

function message(id: string, role: ChatMessage['role'], content: string): ChatMessage {
  return { id, role, content, created_at: '2026-01-01T12:00:00.000Z' };
}

const progress = { etapa: 2, totalEtapas: 8, secao: 'Família' };

/** A conversation under way: one exchange, no document yet. */
function underWay(overrides: Partial<Conversation['testament']> = {}): Conversation {
  return {
    success: true,
    messages: [message('a1', 'assistant', 'Qual é o seu nome?'), message('user-1', 'user', 'Ana')],
    testament: { id: TID, status: 'draft', content: {}, ...overrides },
    progress: null,
  };
}

function turn(replies: ChatMessage[], extra: Partial<SendChatResponse> = {}): SendChatResponse {
  return {
    success: true,
    message: replies.at(-1) ?? message('x', 'assistant', ''),
    replies,
    userMessage: message('stored-id', 'user', 'Tenho dois filhos'),
    hasJson: false,
    progress,
    ...extra,
  };
}

describe('conversationView', () => {
  it('without a conversation shows nothing and raises no flag', () => {
    expect(conversationView(undefined)).toEqual({
      messages: [],
      documentReady: false,
      isJsonReady: false,
      finalJson: null,
      isPreviewReady: false,
      progress: null,
      testamentStatus: null,
      isDocumentOutdated: false,
    });
  });

  it('raises flags from the history, strips markers and drops marker-only messages, leaving user text alone', () => {
    const view = conversationView({
      ...underWay({ status: 'concluido' }),
      messages: [
        message('h1', 'assistant', 'Preencha [FORMULARIO:filhos]'),
        message('h2', 'assistant', '👉 [PREVIEW_READY]'),
        message('h3', 'assistant', 'Pronto [DOCUMENTO_PRONTO]'),
        message('h4', 'user', 'O texto do usuário [DOCUMENTO_PRONTO] fica como está'),
      ],
    });
    expect(view.messages.map((item) => item.content)).toEqual([
      'Preencha',
      'Pronto',
      'O texto do usuário [DOCUMENTO_PRONTO] fica como está',
    ]);
    expect(view).toMatchObject({
      isPreviewReady: true,
      documentReady: true,
      testamentStatus: 'concluido',
      // No saved content: no final JSON.
      finalJson: null,
      isJsonReady: false,
    });
  });

  it('takes saved content as the final JSON, but not an empty object', () => {
    expect(conversationView(underWay({ content: { testador: { nome: 'Ana' } } }))).toMatchObject({
      finalJson: { testador: { nome: 'Ana' } },
      isJsonReady: true,
      documentReady: true,
    });
    expect(conversationView(underWay())).toMatchObject({
      finalJson: null,
      isJsonReady: false,
      documentReady: false,
    });
  });
});

describe('updating a cached conversation', () => {
  it('withTurn swaps the optimistic message for user-{timestamp} and appends the replies', () => {
    const sent = withMessage(underWay(), message('temp-1', 'user', 'Tenho dois filhos'));
    const next = withTurn(
      sent,
      'temp-1',
      turn([
        message('r1', 'assistant', 'Preencha os dados. [FORMULARIO:filhos]'),
        message('r2', 'assistant', '👉 [PREVIEW_READY]'),
      ]),
      1_767_268_800_000,
    );
    expect(next.messages.map((item) => item.id)).toEqual([
      'a1',
      'user-1',
      'user-1767268800000',
      'r1',
      'r2',
    ]);
    expect(conversationView(next)).toMatchObject({
      isPreviewReady: true,
      documentReady: false,
      progress,
    });
  });

  it('withTurn takes the JSON only when hasJson says so', () => {
    const json = { testador: { nome: 'Ana' } };
    const without = withTurn(underWay(), 'none', turn([], { testamentJson: json }));
    expect(conversationView(without).finalJson).toBeNull();
    const withJson = withTurn(underWay(), 'none', turn([], { hasJson: true, testamentJson: json }));
    expect(conversationView(withJson)).toMatchObject({
      finalJson: json,
      isJsonReady: true,
      documentReady: true,
    });
  });

  it('a later turn without JSON keeps the document already there', () => {
    const ready = underWay({ content: { a: 1 } });
    const next = withTurn(ready, 'none', turn([message('r2', 'assistant', 'De nada!')]));
    expect(conversationView(next)).toMatchObject({ finalJson: { a: 1 }, documentReady: true });
  });

  it('a turn that reopened the interview keeps the document for the preview, marked outdated, until the next one', () => {
    const document = { testador: { nome: 'Ana' } };
    const reopened = withTurn(
      underWay({ content: document }),
      'none',
      turn([message('r1', 'assistant', 'Vamos rever "Desejos pessoais".')], {
        documentOutdated: true,
      }),
    );
    expect(reopened.testament.content).toEqual({});
    expect(conversationView(reopened)).toMatchObject({
      finalJson: document,
      isJsonReady: false,
      isDocumentOutdated: true,
    });
    // Later turns keep it outdated; the next document replaces it.
    const still = withTurn(reopened, 'none', turn([message('r2', 'assistant', 'Anotado.')]));
    expect(conversationView(still).isDocumentOutdated).toBe(true);
    const next = { testador: { nome: 'Ana Souza' } };
    const renewed = withTurn(still, 'none', turn([], { hasJson: true, testamentJson: next }));
    expect(conversationView(renewed)).toMatchObject({
      finalJson: next,
      isJsonReady: true,
      isDocumentOutdated: false,
    });
    expect(renewed.outdatedDocument).toBeUndefined();
  });

  it('withOutdatedDocument does nothing without a document', () => {
    expect(withOutdatedDocument(underWay())).toEqual(underWay());
    expect(conversationView(withOutdatedDocument(underWay({ content: { a: 1 } })))).toMatchObject({
      finalJson: { a: 1 },
      isDocumentOutdated: true,
    });
  });

  it('withStatus marks the will concluido; formOpenedBy reads the last form marker', () => {
    expect(conversationView(withStatus(underWay(), 'concluido')).testamentStatus).toBe('concluido');
    expect(
      formOpenedBy(
        turn([
          message('r1', 'assistant', 'Primeiro [FORMULARIO:beneficiarios]'),
          message('r2', 'assistant', 'Depois [FORMULARIO:legados]'),
        ]),
      ),
    ).toBe('legados');
    expect(formOpenedBy(turn([message('r1', 'assistant', 'Sem formulário')]))).toBeNull();
  });

  it('does not change the conversation it is given', () => {
    const conversation = underWay();
    const frozen = structuredClone(conversation);
    withMessage(conversation, message('t', 'user', 'x'));
    withTurn(conversation, 't', turn([message('r', 'assistant', 'y')]));
    withStatus(conversation, 'concluido');
    expect(conversation).toEqual(frozen);
  });
});
