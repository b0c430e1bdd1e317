import useSWR from 'swr';
import type {
  AuditPublicKey,
  ChainReport,
  ChainStatus,
  WitnessCheckpoint,
} from '@ghost/events/contract';
import { request, type ApiRequestError } from '@/lib/api-client';

export const chainStatusPath = '/audit/chain';

/** GET /audit/chain: the last verification, the newest checkpoint, the key's fingerprint. */
export const useChainStatus = () => useSWR<ChainStatus, ApiRequestError>(chainStatusPath);

/** GET /audit/public-key: the public key that checks the checkpoints (PEM), to keep apart. */
export const usePublicKey = () => useSWR<AuditPublicKey, ApiRequestError>('/audit/public-key');

/**
 * POST /audit/chain/verify: walks the whole log now, holding it to the checkpoint this browser
 * verified last (the witness) and checking the checkpoints with the public key pinned here (else
 * the portal's own); answers what it found, and records who asked.
 */
export const verifyChain = (witness: WitnessCheckpoint | null, pinnedKey: string | null) =>
  request<ChainReport>('/audit/chain/verify', {
    method: 'POST',
    body: {
      ...(witness && { witness }),
      ...(pinnedKey !== null && { publicKey: pinnedKey }),
    },
  });
