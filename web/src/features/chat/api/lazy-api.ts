// The chat provider wraps every page, the landing page included: it reaches the API through these
// wrappers, which load the API client (axios) on first use instead of in the first bundle.
import type { SendChatBody } from '@legado/contract';

const chatApi = () => import('./chat-api');
const testamentsApi = () => import('./testaments-api');

export const getChat = async (testamentId: string) => (await chatApi()).getChat(testamentId);
export const initChat = async (testamentId: string) => (await chatApi()).initChat(testamentId);
export const sendChatMessage = async (body: SendChatBody) =>
  (await chatApi()).sendChatMessage(body);
export const createTestament = async (userId: string) =>
  (await testamentsApi()).createTestament(userId);
export const generatePdf = async (testamentId: string) =>
  (await testamentsApi()).generatePdf(testamentId);
export const finalizeTestament = async (testamentId: string, content: unknown) =>
  (await testamentsApi()).finalizeTestament(testamentId, content);
export const createNewVersion = async (testamentId: string) =>
  (await testamentsApi()).createNewVersion(testamentId);
export const getTestaments = async () => (await testamentsApi()).getTestaments();
