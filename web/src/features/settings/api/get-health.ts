import useSWR from 'swr';
import { request } from '@/lib/api-client';

/** How the server answers GET /health: its stores and how far its read models lag. */
export type ServerHealth =
  { state: 'ok'; lag: number | null } | { state: 'degraded' } | { state: 'unreachable' };

interface HealthAnswer {
  status?: string;
  projections?: { lag?: number | null };
}

/** GET /health: 200 when every part is up, 503 when one is down. */
const fetchHealth = async (path: string): Promise<ServerHealth> => {
  const answer = await request<HealthAnswer>(path);
  if (answer.error) return { state: answer.error.status === 503 ? 'degraded' : 'unreachable' };
  if (answer.data.status !== 'ok') return { state: 'degraded' };
  const lag = answer.data.projections?.lag;
  return { state: 'ok', lag: typeof lag === 'number' ? lag : null };
};

/** Looked at again every minute while the settings are open. */
export const useServerHealth = () =>
  useSWR<ServerHealth>('/health', fetchHealth, { refreshInterval: 60_000 });
