import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ClipboardList, FolderOpen } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useAuth } from '@/features/auth/auth-context';
import { useChat } from '@/features/chat/chat-context';
import { CHAT_INPUT_ID, ChatInput } from '@/features/chat/components/chat-input';
import { InterviewProgress } from '@/features/chat/components/interview-progress';
import { listForms } from '@/features/chat/components/form-fields';
import { formItemsFromContent } from '@/features/chat/components/form-prefill';
import { ListFormModal, type ListFormItem } from '@/features/chat/components/list-form-modal';
import { MessageList } from '@/features/chat/components/message-list';
import { QuickReplies } from '@/features/chat/components/quick-replies';
import { currentValueIn } from '@/features/chat/current-value';
import { chatText } from '@/features/chat/messages';
import { MY_WILLS_PATH } from '@/features/chat/resume-target';
import { useChatEntry } from '@/features/chat/use-chat-entry';
import { focusIsLost } from '@/lib/focus';
import type { ReviewSection } from '@/features/documents/review-sections';
import { ReviewShortcuts } from './review-shortcuts';
import { SiteHeader } from '../site-header';
import { PreviewPanel } from './preview-panel';

/** The chat screen: the conversation, progress, quick replies, forms and the preview. */
export function ChatPage() {
  const { user, isLoading: sessionLoading } = useAuth();
  const chat = useChat();
  const location = useLocation();
  useChatEntry(sessionLoading);
  // On a phone the conversation and the document take turns on the screen; when the document
  // first becomes ready, show it (not an outdated one: a reload during an "Alterar" stays on the
  // conversation, where the change is under way).
  const [mobileView, setMobileView] = useState<'conversa' | 'documento'>('conversa');
  const [previewSeen, setPreviewSeen] = useState(false);
  // What was typed in a form closed without sending, per will and form, until it is sent.
  const [formDrafts, setFormDrafts] = useState<Record<string, ListFormItem[]>>({});
  const draftKey = (name: string) => `${chat.currentTestamentId ?? ''}:${name}`;
  // The form the current question asks for, to open again after closing it or after a reload.
  const askedForm = chat.progress?.formulario;
  // Once the interview moves past a question, the entries typed in its form are dropped: a
  // later "alterar" starts from what the will says, not from an old draft.
  const askedKey = askedForm ? draftKey(askedForm) : null;
  const [draftsQuestion, setDraftsQuestion] = useState(askedKey);
  // Forms answered again since the document on screen went outdated: that document no longer
  // says what the will holds for them, so it does not prefill them (the note "Hoje está" does).
  const [answeredSinceDocument, setAnsweredSinceDocument] = useState<string[]>([]);
  if (askedKey !== draftsQuestion) {
    setDraftsQuestion(askedKey);
    if (draftsQuestion) setFormDrafts(({ [draftsQuestion]: _left, ...rest }) => rest);
    if (draftsQuestion && chat.isDocumentOutdated)
      setAnsweredSinceDocument((keys) => [...keys, draftsQuestion]);
  }
  if (!chat.isDocumentOutdated && answeredSinceDocument.length > 0) setAnsweredSinceDocument([]);
  if (chat.isPreviewReady && !previewSeen) {
    setPreviewSeen(true);
    if (!chat.isDocumentOutdated) setMobileView('documento');
  }

  // "Criar nova versão": the button that had the focus goes away with the confirmed will; once
  // the new version is open, the answer box (where its review is answered) takes the focus. If
  // it could not be made (a toast says why), the button takes it back.
  const newVersionFocus = useRef<{ from: string; button: Element | null } | null>(null);
  useLayoutEffect(() => {
    const pending = newVersionFocus.current;
    if (!pending || chat.loading || chat.currentTestamentId === null) return;
    newVersionFocus.current = null;
    if (chat.currentTestamentId !== pending.from) {
      document.getElementById(CHAT_INPUT_ID)?.focus();
    } else if (focusIsLost() && pending.button instanceof HTMLElement) {
      pending.button.focus();
    }
  }, [chat.loading, chat.currentTestamentId]);
  const startNewVersion = (concludedId: string) => {
    newVersionFocus.current = { from: concludedId, button: document.activeElement };
    // On a phone the new version's review is in the conversation.
    setMobileView('conversa');
    void chat.startNewVersion(concludedId);
  };

  // Opening someone's link while signed out: sign in first, then come back to the same will.
  if (!sessionLoading && !user && new URLSearchParams(location.search).has('id')) {
    return (
      <Navigate
        to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  }

  const concluded = chat.testamentStatus === 'concluido';
  const showPreview = chat.isPreviewReady && chat.finalJson !== null;
  const options = chat.progress?.opcoes ?? [];
  const activeForm = chat.activeFormModal;
  // The button stays while the form is open, so closing the form gives the focus back to it.
  const reopenableForm = askedForm && !concluded && listForms[askedForm] ? askedForm : undefined;
  // The interview's last question, "Posso gerar o documento?": each part can be reopened.
  const atReview =
    !concluded && chat.progress !== null && chat.progress.etapa === chat.progress.totalEtapas;

  /**
   * "Alterar" on one part: the chat command the assistant knows, sent from the conversation
   * (shown on a phone), where the assistant answers with the current values or opens the
   * part's form, prefilled from the will.
   */
  const changeSection = (section: Pick<ReviewSection, 'command'>) => {
    // Shown first (on a phone the conversation may be hidden), so the answer box takes the focus.
    flushSync(() => setMobileView('conversa'));
    document.getElementById(CHAT_INPUT_ID)?.focus();
    void chat.sendMessage(section.command);
  };

  return (
    <div className="relative flex h-dvh flex-col overflow-hidden bg-slate-50">
      <SiteHeader />
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-2">
          <InterviewProgress progress={chat.progress} />
          <div className="ml-auto shrink-0">
            <Button asChild variant="ghost" size="sm">
              <Link to={MY_WILLS_PATH} aria-label={chatText.myWills}>
                <FolderOpen aria-hidden className="size-5" />
                <span className="hidden sm:inline">{chatText.myWills}</span>
              </Link>
            </Button>
          </div>
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        {showPreview ? (
          <SegmentedControl
            label="Ver"
            className="rounded-none border-b border-slate-200 lg:hidden"
            value={mobileView}
            onChange={setMobileView}
            options={[
              { value: 'conversa', label: 'Conversa' },
              { value: 'documento', label: 'Documento' },
            ]}
          />
        ) : null}
        <section
          aria-label={chatText.conversationLabel}
          className={`min-h-0 flex-1 flex-col ${showPreview && mobileView === 'documento' ? 'hidden lg:flex' : 'flex'}`}
        >
          <h1 className="sr-only">Conversa para montar seu testamento</h1>
          {chat.error && chat.messages.length === 0 && !chat.loading ? (
            <div
              role="alert"
              className="mx-auto mt-6 max-w-md rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
            >
              <p className="mb-3">{chat.error}</p>
              <Button asChild variant="secondary" size="sm">
                <Link to="/chat?new=true">{chatText.newWill}</Link>
              </Button>
            </div>
          ) : null}
          <MessageList
            messages={chat.messages}
            typing={chat.loading && chat.messages.length > 0}
            shown={!(showPreview && mobileView === 'documento')}
          />
          <div className="border-t border-slate-200 bg-white px-3 pt-3 pb-2">
            {concluded ? (
              <div
                role="status"
                className="mx-auto flex max-w-3xl flex-wrap items-center gap-3 py-2 text-sm"
              >
                <p className="flex-1">{chatText.concludedNotice}</p>
                <Button
                  size="sm"
                  disabled={chat.loading}
                  onClick={() => startNewVersion(chat.currentTestamentId!)}
                >
                  {chatText.newVersion}
                </Button>
              </div>
            ) : (
              <>
                {reopenableForm ? (
                  <div className="mx-auto mb-2 w-full max-w-3xl">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={chat.loading}
                      onClick={() => chat.setActiveFormModal(reopenableForm)}
                    >
                      <ClipboardList aria-hidden className="size-4" />
                      {chatText.openForm(listForms[reopenableForm]?.title ?? '')}
                    </Button>
                  </div>
                ) : null}
                {atReview ? (
                  <ReviewShortcuts
                    disabled={chat.loading}
                    onChange={changeSection}
                    document={chat.finalJson}
                  />
                ) : null}
                <QuickReplies
                  options={options}
                  disabled={chat.loading}
                  onPick={(option) => {
                    // The buttons are disabled while the answer is sent: the focus goes to the
                    // answer box instead of being lost.
                    document.getElementById(CHAT_INPUT_ID)?.focus();
                    void chat.sendMessage(option);
                  }}
                />
                <ChatInput
                  busy={chat.loading}
                  disabled={!chat.currentTestamentId}
                  onSend={(text) => chat.sendMessage(text)}
                />
              </>
            )}
          </div>
        </section>
        {showPreview ? (
          <PreviewPanel
            className={mobileView === 'conversa' ? 'hidden lg:block' : 'block'}
            onChangeSection={changeSection}
            onNewVersion={startNewVersion}
          />
        ) : null}
      </div>
      {activeForm && !concluded ? (
        <ListFormModal
          key={draftKey(activeForm)}
          name={activeForm}
          initialItems={
            formDrafts[draftKey(activeForm)] ??
            (chat.isPreviewTestMode || answeredSinceDocument.includes(draftKey(activeForm))
              ? undefined
              : formItemsFromContent(activeForm, chat.finalJson))
          }
          onDismiss={(items) => {
            setFormDrafts((drafts) => ({ ...drafts, [draftKey(activeForm)]: items }));
            chat.closeFormModal(activeForm);
          }}
          onAccepted={() => {
            setFormDrafts(({ [draftKey(activeForm)]: _sent, ...rest }) => rest);
            chat.closeFormModal(activeForm);
          }}
          onSubmit={(summary, values) => chat.submitForm(activeForm, summary, values)}
          current={currentValueIn(chat.messages)}
          onKeep={() => {
            setFormDrafts(({ [draftKey(activeForm)]: _kept, ...rest }) => rest);
            chat.closeFormModal(activeForm);
            void chat.sendMessage('manter');
          }}
        />
      ) : null}
    </div>
  );
}
