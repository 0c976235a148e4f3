import { queryOptions } from '@tanstack/react-query';
import type { Conversation } from '../chat-state';
import { chatText } from '../messages';
import { withKeptOutdatedDocument } from '../outdated-document';
import { getChat } from './lazy-api';

/** The data-cache key of a will's conversation. */
export const conversationQueryKey = (testamentId: string) => ['chat', testamentId] as const;

/** GET /chat?testamentId= as cached data (spec §9 defaults: fresh 5 minutes, one retry). */
export const conversationQuery = (testamentId: string) =>
  queryOptions({
    queryKey: conversationQueryKey(testamentId),
    queryFn: async (): Promise<Conversation> => {
      const response = await getChat(testamentId);
      if (!response.success) throw new Error(chatText.loadFailed);
      // After a reload during an "Alterar", the stale document is shown again, marked outdated.
      return withKeptOutdatedDocument(testamentId, response);
    },
  });
