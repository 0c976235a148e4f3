import { describe, expect, it } from 'vitest';
import { processAssistantContent } from './markers';

describe('processAssistantContent', () => {
  it('sets documentReady on [DOCUMENTO_PRONTO] and never shows the marker', () => {
    const result = processAssistantContent(
      'Pronto! [DOCUMENTO_PRONTO] Seu testamento está montado.',
    );
    expect(result.documentReady).toBe(true);
    expect(result.display).toBe('Pronto!  Seu testamento está montado.');
  });

  it('turns on the preview for [PREVIEW_READY] with or without the pointing emoji', () => {
    for (const text of [
      'Veja a prévia ao lado 👉 [PREVIEW_READY]',
      'Veja a prévia ao lado [PREVIEW_READY]',
    ]) {
      const result = processAssistantContent(text);
      expect(result.previewReady).toBe(true);
      expect(result.display).toBe('Veja a prévia ao lado');
    }
  });

  it('hides a preview message with fewer than 5 characters left', () => {
    expect(processAssistantContent('👉 [PREVIEW_READY]').display).toBeNull();
    expect(processAssistantContent('ok 👉 [PREVIEW_READY]').display).toBeNull();
    expect(processAssistantContent('Pronto 👉 [PREVIEW_READY]').display).toBe('Pronto');
  });

  it('asks for a form modal by name and strips the marker', () => {
    const result = processAssistantContent(
      'Preencha os dados dos seus filhos. [FORMULARIO:filhos]',
    );
    expect(result.formModal).toBe('filhos');
    expect(result.display).toBe('Preencha os dados dos seus filhos.');
  });

  it('leaves ordinary text alone', () => {
    expect(processAssistantContent('Qual é o seu nome completo?')).toEqual({
      display: 'Qual é o seu nome completo?',
      documentReady: false,
      previewReady: false,
      formModal: null,
    });
  });
});
