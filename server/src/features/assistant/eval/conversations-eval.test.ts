/**
 * The evaluation corpus as a ratchet: every number may get better, none may get worse.
 *
 * TODAY'S NUMBERS (measured 2026-11-25, end of the day, on the deterministic engine, no model,
 * with the questions the law needs): 95 stories, 2265 messages, 3 misunderstood (0.1%), no junk
 * people, no conversation in legal fields, all finished, every will right field by field (0 of 95
 * with a wrong field), typical family 19 messages volunteering facts (the declaration of own will
 * is now asked on its own, never taken from "quero fazer meu testamento") and 28 one answer at a
 * time. Half of these stories are people of later tries added after they failed: the corpus is
 * the tuning set, and new people are measured apart (README, "The assistant, measured").
 * Addresses without commas, and the accents of streets, places and professions, are right in
 * every will; shares are read clause by clause ("metade pra cada", "o resto da disponível"),
 * counted lists of relatives and substitutes in plain words are understood. The law's facts are
 * told where they are asked: a separação de fato with the civil status (1.830), the witnesses'
 * optional addresses on their own lines, the executor's prêmio with the executor (1.987); each
 * has its own question only when the person left its value out.
 *
 * THE TARGETS (issue 18): ≤ 5% misunderstood turns; the typical family in ≤ 22 messages when
 * volunteering facts and ≤ 28 one answer at a time; 0 junk people; 0 sentences in legal fields;
 * every final will right field by field. When a fix improves a number, lower the bound here.
 */
import { describe, expect, it } from 'vitest';
import { checkStory } from './check.ts';
import { isValidCpf } from './cpf.ts';
import { drive } from './drive.ts';
import { totals } from './report.ts';
import { STORIES } from './stories/index.ts';
import { TOPICS } from './story.ts';
import { TYPICAL_ONE_AT_A_TIME, TYPICAL_VOLUNTEERS } from './stories/typical.ts';

const reports = STORIES.map((s) => checkStory(drive(s)));
const t = totals(reports);
const byId = (id: string) => reports.find((r) => r.id === id)!;

describe('the evaluation corpus', () => {
  it('has at least 40 stories with unique ids, valid CPFs and only known topics', () => {
    expect(STORIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(STORIES.map((s) => s.id)).size).toBe(STORIES.length);
    for (const s of STORIES) {
      const cpfs = [s.facts.testador.cpf, ...s.facts.testemunhas.map((w) => w.cpf)];
      for (const cpf of cpfs) expect(isValidCpf(cpf), `${s.id}: ${cpf}`).toBe(true);
      for (const topic of Object.keys(s.answers))
        expect(TOPICS as readonly string[], s.id).toContain(topic);
    }
  });

  it('includes the four shared conversations and the typical family in both variants', () => {
    const ids = STORIES.map((s) => s.id);
    for (const id of [
      'ana-sp-casada',
      'joao-ba-uniao-estavel',
      'paulo-rj-viuvo-deserdar',
      'sebastiao-go-81-universal',
    ])
      expect(ids).toContain(id);
    expect(ids).toContain(TYPICAL_VOLUNTEERS.id);
    expect(ids).toContain(TYPICAL_ONE_AT_A_TIME.id);
    expect(TYPICAL_VOLUNTEERS.opening).toBeDefined();
    expect(TYPICAL_VOLUNTEERS.facts).toEqual(TYPICAL_ONE_AT_A_TIME.facts);
  });
});

describe('the assistant on the corpus is not worse than today (ratchet)', () => {
  it('misunderstood turns: today 0.3% (target ≤ 5%)', () => {
    expect(t.misunderstoodPct).toBeLessThanOrEqual(0.3);
    expect(t.misunderstood).toBeLessThanOrEqual(3);
  });

  it('finishes every conversation (today: all 47)', () => {
    expect(reports.filter((r) => !r.finished).map((r) => `${r.id}: ${r.failure}`)).toEqual([]);
  });

  it('the typical family: today 19 messages volunteering (target ≤ 22) and 28 one at a time (target ≤ 28)', () => {
    // 19: "Quero fazer meu testamento" in the opening no longer stands for the declaration that
    // the will is theirs by their own free will; it is asked once the identification is told.
    expect(byId(TYPICAL_VOLUNTEERS.id).messages).toBeLessThanOrEqual(19);
    expect(byId(TYPICAL_ONE_AT_A_TIME.id).messages).toBeLessThanOrEqual(28);
    expect(byId(TYPICAL_ONE_AT_A_TIME.id).differences).toEqual([]);
  });

  it('junk people: today 0 (target 0)', () => {
    expect(t.junk).toBe(0);
    expect(t.storiesWithJunk).toBe(0);
  });

  it('conversation in legal fields: today 0 (target 0)', () => {
    expect(t.sentences).toBe(0);
    expect(t.storiesWithSentences).toBe(0);
  });

  it('wills with a wrong field: today 0 of 47 (target 0)', () => {
    expect(t.wrongWills).toBe(0);
    expect(t.wrongWillsIgnoringAccents).toBe(0);
    expect(t.differences).toBe(0);
  });
});
