import type { TestamentSummary } from '@legado/contract';
import { describe, expect, it } from 'vitest';
import { resumeTarget } from './resume-target';

function will(id: string, extra: Partial<TestamentSummary> = {}): TestamentSummary {
  return {
    id,
    status: 'draft',
    title: 'Testamento',
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    finalized_at: null,
    answered: false,
    testator_name: null,
    progress: null,
    forma: null,
    replaces: null,
    replaced_by: null,
    ...extra,
  };
}

describe('resumeTarget', () => {
  it('with no will starts one (/chat, spec §4)', () => {
    expect(resumeTarget([])).toBe('/chat');
  });

  it('opens the one draft with answers, leaving unanswered drafts aside', () => {
    expect(resumeTarget([will('a'), will('b', { answered: true }), will('c')])).toBe('/chat?id=b');
  });

  it('counts a new version (it carries answers) as started', () => {
    const version = will('v', { replaces: { id: 'old', finalized_at: null } });
    expect(resumeTarget([version, will('old', { status: 'concluido' })])).toBe('/chat?id=v');
  });

  it('with only unanswered drafts opens the most recently changed one', () => {
    expect(
      resumeTarget([
        will('old', { updated_at: '2026-01-01T12:00:00.000Z' }),
        will('new', { updated_at: '2026-02-01T12:00:00.000Z' }),
      ]),
    ).toBe('/chat?id=new');
  });

  it('shows the list with several drafts under way, or only concluded wills', () => {
    expect(resumeTarget([will('a', { answered: true }), will('b', { answered: true })])).toBe(
      '/meus-testamentos',
    );
    expect(resumeTarget([will('a', { status: 'concluido' })])).toBe('/meus-testamentos');
  });
});
