// The package ships types for its index only; these deep files are typed in memory-rate-limiter.ts.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  const RateLimiterMemory: unknown;
  export default RateLimiterMemory;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  const RateLimiterRes: unknown;
  export default RateLimiterRes;
}
declare module 'rate-limiter-flexible/lib/RateLimiterPostgres.js' {
  const RateLimiterPostgres: unknown;
  export default RateLimiterPostgres;
}
