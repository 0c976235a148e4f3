// rate-limiter-flexible's index loads every store it supports (Redis, Mongo, MySQL, Prisma, …):
// ~3 MB of server memory for code we never run. We only use the in-memory limiter and its result
// type, so those two files are loaded alone; the types still come from the package's own index.
import type * as Flexible from 'rate-limiter-flexible';
import RateLimiterMemoryClass from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterResClass from 'rate-limiter-flexible/lib/RateLimiterRes.js';

export const RateLimiterMemory = RateLimiterMemoryClass as typeof Flexible.RateLimiterMemory;
export type RateLimiterMemory = Flexible.RateLimiterMemory;
export const RateLimiterRes = RateLimiterResClass as typeof Flexible.RateLimiterRes;
export type RateLimiterRes = Flexible.RateLimiterRes;
