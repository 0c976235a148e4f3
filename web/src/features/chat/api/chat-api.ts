import type {
  ChatInitResponse,
  GetChatResponse,
  SendChatBody,
  SendChatResponse,
} from '@legado/contract';
import { api } from '@/lib/api-client';

/** POST /chat/init: the assistant's first message (idempotent on the server). */
export async function initChat(testamentId: string): Promise<ChatInitResponse> {
  const { data } = await api.post<ChatInitResponse>('/chat/init', { testamentId, new: true });
  return data;
}

/** POST /chat: one turn of the conversation. */
export async function sendChatMessage(body: SendChatBody): Promise<SendChatResponse> {
  const { data } = await api.post<SendChatResponse>('/chat', body);
  return data;
}

/** GET /chat?testamentId=: the whole conversation and the will's state. */
export async function getChat(testamentId: string): Promise<GetChatResponse> {
  const { data } = await api.get<GetChatResponse>('/chat', { params: { testamentId } });
  return data;
}
