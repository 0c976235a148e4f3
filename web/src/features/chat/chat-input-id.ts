/** The answer box's id: where the focus goes back after a form closes. */
export const CHAT_INPUT_ID = 'chat-input';
