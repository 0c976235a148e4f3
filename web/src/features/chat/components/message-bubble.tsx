import type { ChatMessage } from '@legado/contract';
import Markdown from 'react-markdown';
import { cn } from '@/lib/cn';

const allowedElements = ['p', 'strong', 'em', 'ul', 'ol', 'li', 'br', 'code', 'a', 'blockquote'];

/** One message. Markdown is rendered without raw HTML, so nothing typed can inject markup. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 text-base leading-relaxed break-words shadow-sm sm:max-w-[75%]',
          mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm border border-slate-200 bg-white text-ink',
        )}
      >
        <span className="sr-only">{mine ? 'Você disse:' : 'Assistente:'}</span>
        {mine ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : (
          <div className="space-y-2 [&_a]:underline [&_p]:whitespace-pre-line [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
            <Markdown
              allowedElements={allowedElements}
              unwrapDisallowed
              components={{
                a: ({ href, children }) => (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {children}
                  </a>
                ),
              }}
            >
              {message.content}
            </Markdown>
          </div>
        )}
      </div>
    </li>
  );
}
