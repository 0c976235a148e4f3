import type { ChatMessage } from '@legado/contract';
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-state';

const TID = '11111111-1111-4111-8111-111111111111';

function message(id: string, role: ChatMessage['role'], content: string): ChatMessage {
  return { id, role, content, created_at: '2026-01-01T12:00:00.000Z' };
}

const progress = { etapa: 2, totalEtapas: 8, secao: 'Família' };

/** A chat that is under way: loaded, with one exchange. */
function underWay(overrides: Partial<ChatState> = {}): ChatState {
  return {
    ...initialChatState,
    currentTestamentId: TID,
    testamentStatus: 'draft',
    messages: [message('a1', 'assistant', 'Qual é o seu nome?'), message('user-1', 'user', 'Ana')],
    ...overrides,
  };
}

describe('chatReducer', () => {
  it('starts empty: no messages, not loading, no will, no flags', () => {
    expect(initialChatState).toEqual({
      messages: [],
      loading: false,
      error: null,
      currentTestamentId: null,
      documentReady: false,
      isJsonReady: false,
      finalJson: null,
      activeFormModal: null,
      isPreviewReady: false,
      isPreviewTestMode: false,
      progress: null,
      testamentStatus: null,
    });
  });

  it('closing a form closes that form only, not the next one a reply already opened', () => {
    const next = chatReducer(underWay({ activeFormModal: 'legados' }), {
      type: 'formModalClosed',
      name: 'beneficiarios',
    });
    expect(next.activeFormModal).toBe('legados');
    expect(
      chatReducer(next, { type: 'formModalClosed', name: 'legados' }).activeFormModal,
    ).toBeNull();
  });

  it('reset brings every field back to the initial state', () => {
    const busy = underWay({
      loading: true,
      error: 'x',
      documentReady: true,
      isJsonReady: true,
      finalJson: { a: 1 },
      activeFormModal: 'filhos',
      isPreviewReady: true,
      isPreviewTestMode: true,
      progress,
    });
    expect(chatReducer(busy, { type: 'reset' })).toEqual(initialChatState);
  });

  it('loading and error set only their own field', () => {
    const state = underWay();
    expect(chatReducer(state, { type: 'loading', loading: true })).toEqual({
      ...state,
      loading: true,
    });
    expect(chatReducer(state, { type: 'error', error: 'Erro ao iniciar chat' })).toEqual({
      ...state,
      error: 'Erro ao iniciar chat',
    });
  });

  it('conversationLoaded replaces the old chat, keeps the loading flag and strips markers', () => {
    const old = underWay({
      documentReady: true,
      finalJson: { old: true },
      isJsonReady: true,
      error: 'velho',
      loading: true,
    });
    const next = chatReducer(old, {
      type: 'conversationLoaded',
      testamentId: '22222222-2222-4222-8222-222222222222',
      messages: [message('b1', 'assistant', 'Olá! Qual é o seu nome completo?')],
      progress,
      status: 'draft',
    });
    expect(next).toEqual({
      ...initialChatState,
      loading: true,
      currentTestamentId: '22222222-2222-4222-8222-222222222222',
      testamentStatus: 'draft',
      progress,
      messages: [message('b1', 'assistant', 'Olá! Qual é o seu nome completo?')],
    });
  });

  it('conversationLoaded restores flags from the history, but not an old form, and drops marker-only messages', () => {
    const next = chatReducer(initialChatState, {
      type: 'conversationLoaded',
      testamentId: TID,
      messages: [
        message('h1', 'assistant', 'Preencha [FORMULARIO:filhos]'),
        message('h2', 'assistant', '👉 [PREVIEW_READY]'),
        message('h3', 'assistant', 'Pronto [DOCUMENTO_PRONTO]'),
        message('h4', 'user', 'O texto do usuário [DOCUMENTO_PRONTO] fica como está'),
      ],
      progress: null,
      status: 'concluido',
    });
    expect(next.messages.map((item) => item.content)).toEqual([
      'Preencha',
      'Pronto',
      'O texto do usuário [DOCUMENTO_PRONTO] fica como está',
    ]);
    expect(next).toMatchObject({
      isPreviewReady: true,
      documentReady: true,
      activeFormModal: null,
      testamentStatus: 'concluido',
      // No saved content: no final JSON.
      finalJson: null,
      isJsonReady: false,
    });
  });

  it('conversationLoaded takes saved content as the final JSON, but not an empty object', () => {
    const base: Extract<ChatAction, { type: 'conversationLoaded' }> = {
      type: 'conversationLoaded',
      testamentId: TID,
      messages: [],
      progress: null,
      status: 'draft',
    };
    expect(
      chatReducer(initialChatState, { ...base, content: { testador: { nome: 'Ana' } } }),
    ).toMatchObject({
      finalJson: { testador: { nome: 'Ana' } },
      isJsonReady: true,
      documentReady: true,
    });
    expect(chatReducer(initialChatState, { ...base, content: {} })).toMatchObject({
      finalJson: null,
      isJsonReady: false,
      documentReady: false,
    });
  });

  it('userMessageAdded appends the message and clears the error', () => {
    const state = underWay({ error: 'Nenhum testamento selecionado' });
    const sent = message('temp-1', 'user', 'Tenho dois filhos');
    const next = chatReducer(state, { type: 'userMessageAdded', message: sent });
    expect(next.messages).toEqual([...state.messages, sent]);
    expect(next.error).toBeNull();
  });

  it('turnSucceeded swaps the client message for the stored one and appends the visible replies', () => {
    const temp = message('temp-1', 'user', 'Tenho dois filhos');
    const state = chatReducer(underWay(), { type: 'userMessageAdded', message: temp });
    const stored = message('user-1767268800000', 'user', 'Tenho dois filhos');
    const next = chatReducer(state, {
      type: 'turnSucceeded',
      tempId: 'temp-1',
      userMessage: stored,
      replies: [
        message('r1', 'assistant', 'Preencha os dados. [FORMULARIO:filhos]'),
        message('r2', 'assistant', '👉 [PREVIEW_READY]'),
      ],
      progress,
    });
    expect(next.messages.map((item) => item.id)).toEqual([
      'a1',
      'user-1',
      'user-1767268800000',
      'r1',
    ]);
    expect(next.messages.at(-1)?.content).toBe('Preencha os dados.');
    expect(next).toMatchObject({
      activeFormModal: 'filhos',
      isPreviewReady: true,
      documentReady: false,
      progress,
    });
  });

  it('turnSucceeded with a testamentJson sets finalJson, isJsonReady and documentReady', () => {
    const json = { testador: { nome: 'Ana' } };
    const next = chatReducer(underWay(), {
      type: 'turnSucceeded',
      tempId: 'none',
      userMessage: message('user-2', 'user', 'Confirmo'),
      replies: [message('r1', 'assistant', 'Feito.')],
      progress: null,
      testamentJson: json,
    });
    expect(next).toMatchObject({ finalJson: json, isJsonReady: true, documentReady: true });
  });

  it('a later turn without JSON keeps the flags already raised', () => {
    const ready = underWay({
      finalJson: { a: 1 },
      isJsonReady: true,
      documentReady: true,
      isPreviewReady: true,
    });
    const next = chatReducer(ready, {
      type: 'turnSucceeded',
      tempId: 'none',
      userMessage: message('user-3', 'user', 'Obrigada'),
      replies: [message('r2', 'assistant', 'De nada!')],
      progress: null,
    });
    expect(next).toMatchObject({
      finalJson: { a: 1 },
      isJsonReady: true,
      documentReady: true,
      isPreviewReady: true,
    });
  });

  it('turnFailed keeps the user message and adds the apology', () => {
    const temp = message('temp-1', 'user', 'Oi');
    const state = chatReducer(underWay(), { type: 'userMessageAdded', message: temp });
    const apology = message('ap', 'assistant', 'Desculpe, ocorreu um erro interno.');
    expect(chatReducer(state, { type: 'turnFailed', apology }).messages.slice(-2)).toEqual([
      temp,
      apology,
    ]);
  });

  it('formModal opens and closes a form; concluded marks the will concluido', () => {
    const opened = chatReducer(underWay(), { type: 'formModal', name: 'bens' });
    expect(opened.activeFormModal).toBe('bens');
    expect(chatReducer(opened, { type: 'formModal', name: null }).activeFormModal).toBeNull();
    expect(chatReducer(underWay(), { type: 'concluded' }).testamentStatus).toBe('concluido');
  });

  it('previewTestMode shows an example will and leaves it again', () => {
    const example = { testador: { nome: 'Exemplo' } };
    const on = chatReducer(underWay(), { type: 'previewTestMode', example });
    expect(on).toMatchObject({
      isPreviewTestMode: true,
      isPreviewReady: true,
      finalJson: example,
      isJsonReady: true,
    });
    expect(chatReducer(on, { type: 'previewTestMode', example: null })).toMatchObject({
      isPreviewTestMode: false,
      isPreviewReady: false,
      finalJson: null,
      isJsonReady: false,
    });
  });

  it('does not mutate the state it is given', () => {
    const state = underWay();
    const frozen = structuredClone(state);
    chatReducer(state, { type: 'userMessageAdded', message: message('t', 'user', 'x') });
    chatReducer(state, { type: 'turnFailed', apology: message('ap', 'assistant', 'Desculpe') });
    expect(state).toEqual(frozen);
  });
});
