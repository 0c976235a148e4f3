import axios, { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { clearAccessToken, getAccessToken } from './access-token';

/** Spec §7: every product call has a 30000 ms timeout. */
export const API_TIMEOUT_MS = 30_000;

/** The product API client: base /api/v1, JSON, bearer token from the current session. */
export const api = axios.create({
  baseURL: '/api/v1',
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

api.interceptors.request.use(async (config) => {
  const token = await getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

type RetriableConfig = InternalAxiosRequestConfig & { retriedAfter401?: boolean };

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401 && error.config) {
    console.warn('API: token de acesso inválido ou expirado');
    const config = error.config as RetriableConfig;
    if (!config.retriedAfter401) {
      config.retriedAfter401 = true;
      clearAccessToken();
      const token = await getAccessToken({ forceRefresh: true });
      if (token) {
        config.headers.set('Authorization', `Bearer ${token}`);
        return api.request(config);
      }
    }
  }
  throw error;
});

export { apiErrorMessage } from './api-error';
