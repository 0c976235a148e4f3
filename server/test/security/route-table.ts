import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { OwnerData, Person } from './security-harness.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the route-matrix and fuzz suites know about the caller and the owner's data. */
export interface RouteFixtures {
  ana: Person;
  bruno: Person;
  owner: OwnerData;
}

/** A route of the OpenAPI document, as the security suites exercise it. */
export interface RouteSpec {
  method: Method;
  /** The path exactly as the OpenAPI document spells it. */
  path: string;
  access: 'public' | 'bearer' | 'session-cookie';
  /** For bearer routes: Ana's request that reaches her own data. */
  ownerRequest?: (f: RouteFixtures) => { url: string; payload?: unknown };
  /** Statuses Ana's own request may get (the positive control: auth and ownership passed). */
  ownerStatuses?: number[];
  /**
   * Statuses Bruno's valid token may get on Ana's request: 404 when the route names Ana's will,
   * 403 when the body names Ana as owner, 200 when the route only ever shows the caller's own data.
   */
  otherUserStatuses?: number[];
  /** A body of the right shape, for the fuzz to reach beyond validation. */
  validBody?: (f: RouteFixtures) => fc.Arbitrary<unknown>;
  /** Query parameters of the right shape. */
  validQuery?: (f: RouteFixtures) => fc.Arbitrary<Record<string, string>>;
  /** Ana's will the suites put in {id}; by default her draft (the fuzz also uses the finished one). */
  ownWill?: (f: RouteFixtures) => string;
}

/** The will a route's suites may use (a destructive route gets the undeletable concluded one). */
export const ownWillOf = (
  route: { path: string; ownWill?: RouteSpec['ownWill'] },
  f: RouteFixtures,
): string => route.ownWill?.(f) ?? f.owner.draftWillId;

/** Yesterday's date (UTC): a signing date that is never in the future in Brazil. */
const todayUtc = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const willId = (f: RouteFixtures) => fc.constantFrom(f.owner.draftWillId, f.owner.finishedWillId);

/**
 * Every operation of the OpenAPI document. The matrix fails when the document has an operation
 * this table does not know, so a new route has to be added here (and gets the same checks).
 */
export const routeTable: RouteSpec[] = [
  { method: 'GET', path: '/api/v1/health', access: 'public' },
  { method: 'GET', path: '/api/config', access: 'public' },
  // better-auth's catch-all: its endpoints are listed in `authEndpoints` below.
  { method: 'GET', path: '/api/auth/{*}', access: 'session-cookie' },
  { method: 'POST', path: '/api/auth/{*}', access: 'session-cookie' },
  {
    method: 'GET',
    path: '/api/v1/me',
    access: 'bearer',
    ownerRequest: () => ({ url: '/api/v1/me' }),
    ownerStatuses: [200],
    otherUserStatuses: [200],
  },
  {
    method: 'GET',
    path: '/api/v1/me/export',
    access: 'bearer',
    ownerRequest: () => ({ url: '/api/v1/me/export' }),
    ownerStatuses: [200],
    // Bruno exports Bruno: the body is checked for any of Ana's data.
    otherUserStatuses: [200],
  },
  {
    method: 'GET',
    path: '/api/v1/me/deletion',
    access: 'bearer',
    ownerRequest: () => ({ url: '/api/v1/me/deletion' }),
    ownerStatuses: [200],
    otherUserStatuses: [200],
  },
  {
    method: 'DELETE',
    path: '/api/v1/me',
    access: 'bearer',
    // A wrong password: Ana reaches the check (403) and keeps her account; so does Bruno.
    ownerRequest: () => ({ url: '/api/v1/me', payload: { password: 'nao-e-a-senha-1' } }),
    ownerStatuses: [403],
    otherUserStatuses: [403],
    // Never Ana's real password: the fuzz must not delete the account it runs as.
    validBody: () =>
      fc.record(
        {
          password: fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue()),
          confirm: fc.oneof(fc.constantFrom('EXCLUIR', 'excluir '), fc.string({ maxLength: 40 })),
        },
        { requiredKeys: [] },
      ),
  },
  {
    method: 'POST',
    path: '/api/v1/testaments',
    access: 'bearer',
    ownerRequest: (f) => ({
      url: '/api/v1/testaments',
      payload: { user_id: f.ana.userId, status: 'draft', content: {} },
    }),
    ownerStatuses: [201],
    otherUserStatuses: [403],
    validBody: (f) =>
      fc.record(
        {
          user_id: fc.oneof(fc.constantFrom(f.ana.userId, f.bruno.userId), fc.string()),
          status: fc.oneof(fc.constantFrom('draft', 'concluido'), fc.string()),
          content: fc.oneof(fc.constant({}), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
  },
  {
    method: 'GET',
    path: '/api/v1/testaments',
    access: 'bearer',
    ownerRequest: () => ({ url: '/api/v1/testaments' }),
    ownerStatuses: [200],
    otherUserStatuses: [200],
  },
  {
    method: 'GET',
    path: '/api/v1/testaments/{id}',
    access: 'bearer',
    ownerRequest: (f) => ({ url: `/api/v1/testaments/${f.owner.finishedWillId}` }),
    ownerStatuses: [200],
    otherUserStatuses: [404],
  },
  {
    method: 'PUT',
    path: '/api/v1/testaments/{id}',
    access: 'bearer',
    // Not the document the interview produced: Ana gets 409 (she owns it), nobody else gets
    // past 404.
    ownerRequest: (f) => ({
      url: `/api/v1/testaments/${f.owner.draftWillId}`,
      payload: { content: { testador: { nome: 'Outra Pessoa' } }, status: 'concluido' },
    }),
    ownerStatuses: [409],
    otherUserStatuses: [404],
    validBody: () =>
      fc.record(
        {
          content: fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue()),
          status: fc.oneof(fc.constantFrom('concluido', 'draft'), fc.string()),
        },
        { requiredKeys: [] },
      ),
  },
  {
    method: 'DELETE',
    path: '/api/v1/testaments/{id}',
    access: 'bearer',
    // The concluded will: Ana reaches the check (409) and keeps it; nobody else gets past 404.
    ownerRequest: (f) => ({ url: `/api/v1/testaments/${f.owner.concludedWillId}` }),
    ownerStatuses: [409],
    otherUserStatuses: [404],
    ownWill: (f) => f.owner.concludedWillId,
  },
  {
    method: 'POST',
    path: '/api/v1/testaments/{id}/new-version',
    access: 'bearer',
    ownerRequest: (f) => ({ url: `/api/v1/testaments/${f.owner.concludedWillId}/new-version` }),
    ownerStatuses: [200, 201],
    otherUserStatuses: [404],
    ownWill: (f) => f.owner.concludedWillId,
  },
  {
    method: 'PUT',
    path: '/api/v1/testaments/{id}/signing',
    access: 'bearer',
    ownerRequest: (f) => ({
      url: `/api/v1/testaments/${f.owner.concludedWillId}/signing`,
      payload: { signed_on: todayUtc(), witness_ids: ['p4', 'p5'], original_location: 'Cofre' },
    }),
    ownerStatuses: [200],
    otherUserStatuses: [404],
    ownWill: (f) => f.owner.concludedWillId,
    validBody: () =>
      fc.record(
        {
          signed_on: fc.oneof(fc.constantFrom(todayUtc(), '2999-01-01', '31/12/2025'), fc.string()),
          witness_ids: fc.oneof(fc.array(fc.constantFrom('p4', 'p5', 'p6', 'p99')), fc.jsonValue()),
          original_location: fc.oneof(fc.string({ maxLength: 320 }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
  },
  {
    method: 'POST',
    path: '/api/v1/testaments/{id}/generate-pdf',
    access: 'bearer',
    ownerRequest: (f) => ({ url: `/api/v1/testaments/${f.owner.finishedWillId}/generate-pdf` }),
    ownerStatuses: [200],
    otherUserStatuses: [404],
  },
  {
    method: 'GET',
    path: '/api/v1/testaments/{id}/pdf',
    access: 'bearer',
    ownerRequest: (f) => ({ url: `/api/v1/testaments/${f.owner.finishedWillId}/pdf` }),
    ownerStatuses: [200],
    otherUserStatuses: [404],
  },
  {
    method: 'POST',
    path: '/api/v1/chat/init',
    access: 'bearer',
    ownerRequest: (f) => ({
      url: '/api/v1/chat/init',
      payload: { testamentId: f.owner.draftWillId, new: true },
    }),
    ownerStatuses: [200],
    otherUserStatuses: [404],
    validBody: (f) =>
      fc.record(
        {
          testamentId: fc.oneof(willId(f), fc.uuid(), fc.string()),
          new: fc.oneof(fc.boolean(), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
  },
  {
    method: 'POST',
    path: '/api/v1/chat',
    access: 'bearer',
    // A turn that changes nothing for the interview: an empty text is refused after the lookup
    // would be too late, so a real answer is used and the owner sees 200.
    ownerRequest: (f) => ({
      url: '/api/v1/chat',
      payload: { testamentId: f.owner.draftWillId, message: 'o que é a legítima?' },
    }),
    ownerStatuses: [200],
    otherUserStatuses: [404],
    validBody: (f) =>
      fc.record(
        {
          testamentId: fc.oneof(willId(f), fc.uuid()),
          message: fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 60 }),
            fc.constantFrom('sim', 'não', 'voltar', '529.982.247-25', '😀'.repeat(10)),
            fc.string({ minLength: 3990, maxLength: 4010 }),
          ),
          form: fc.record(
            { name: fc.string({ maxLength: 70 }), values: fc.jsonValue() },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: ['testamentId', 'message'] },
      ),
  },
  {
    method: 'GET',
    path: '/api/v1/chat',
    access: 'bearer',
    ownerRequest: (f) => ({ url: `/api/v1/chat?testamentId=${f.owner.draftWillId}` }),
    ownerStatuses: [200],
    otherUserStatuses: [404],
    validQuery: (f) => fc.record({ testamentId: fc.oneof(willId(f), fc.uuid()) }),
  },
];

/** The main better-auth endpoints behind `/api/auth/{*}`, covered one by one. */
export const authEndpoints: {
  method: Method;
  path: string;
  validBody?: () => fc.Arbitrary<unknown>;
}[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    validBody: () =>
      fc.record({
        name: fc.string({ maxLength: 40 }),
        email: fc.emailAddress(),
        password: fc.string({ minLength: 6, maxLength: 40 }),
      }),
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    validBody: () =>
      fc.record({
        email: fc.oneof(fc.emailAddress(), fc.constant('ana.seguranca@exemplo.com')),
        password: fc.string({ maxLength: 40 }),
      }),
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    validBody: () =>
      fc.record({ email: fc.emailAddress(), redirectTo: fc.oneof(fc.string(), fc.webUrl()) }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    validBody: () =>
      fc.record({ token: fc.string(), newPassword: fc.string({ minLength: 6, maxLength: 40 }) }),
  },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    validBody: () =>
      fc.record({ email: fc.emailAddress(), callbackURL: fc.oneof(fc.string(), fc.webUrl()) }),
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    validBody: () =>
      fc.record({
        currentPassword: fc.string({ maxLength: 40 }),
        newPassword: fc.string({ minLength: 6, maxLength: 40 }),
      }),
  },
  { method: 'GET', path: '/api/auth/verify-email' },
  { method: 'POST', path: '/api/auth/sign-out' },
  { method: 'GET', path: '/api/auth/get-session' },
  { method: 'GET', path: '/api/auth/token' },
  { method: 'GET', path: '/api/auth/jwks' },
];

/** Every operation (METHOD path) of the app's OpenAPI document. */
export async function openApiOperations(app: FastifyInstance): Promise<string[]> {
  await app.ready();
  const document = app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => methods.has(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** `/api/v1/testaments/{id}` with the id filled in. */
export function fillPath(path: string, id: string): string {
  return path.replace('{id}', id);
}
