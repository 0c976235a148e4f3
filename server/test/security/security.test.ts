import { describe } from 'vitest';
import { databaseTargets } from '../test-database.ts';
import { routeFuzz } from './fuzz.ts';
import { securityHeaders } from './headers.ts';
import { logCanary } from './log-canary.ts';
import { massAssignment } from './mass-assignment.ts';
import { authRateLimits } from './rate-limits.ts';
import { routeMatrix } from './route-matrix.ts';
import { useSecurityApp } from './security-harness.ts';

// One app per database for the whole security suite (PGlite takes seconds to start); the parts
// run in this order, and the log canary last, so its check covers the logs of everything above.
describe.each(databaseTargets)('security on $name', (target) => {
  const getContext = useSecurityApp(target);
  describe('route × credential matrix', () => routeMatrix(getContext));
  describe('mass assignment', () => massAssignment(getContext));
  describe('security headers', () => securityHeaders(getContext));
  describe('auth rate limits', () => authRateLimits(getContext));
  describe('fuzzing', () => routeFuzz(getContext));
  describe('log canary', () => logCanary(getContext));
});
