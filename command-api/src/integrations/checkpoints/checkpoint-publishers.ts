import { ConfigurationError, isInsideDir } from '@ghost/events';
import type { CheckpointPublisher } from '../../ports/checkpoint-publisher.js';
import type { IntegrationsConfig } from '../config/integrations-config.js';
import { FileCheckpointPublisher } from './file-checkpoint-publisher.js';
import { HttpCheckpointPublisher } from './http-checkpoint-publisher.js';

/**
 * The places the configuration names for the signed checkpoints: a file (refused inside DATA_DIR,
 * where whoever rewrites the log would rewrite it too) and a URL. None by default.
 */
export const checkpointPublishersOf = (
  publication: IntegrationsConfig['checkpointPublication'],
  dataDir: string,
): CheckpointPublisher[] => {
  const publishers: CheckpointPublisher[] = [];
  if (publication.file !== null) {
    if (isInsideDir(dataDir, publication.file)) {
      throw new ConfigurationError(
        'AUDIT_PUBLISH_FILE',
        `is "${publication.file}", inside DATA_DIR: publish where whoever can write the data folder cannot`,
      );
    }
    publishers.push(new FileCheckpointPublisher(publication.file));
  }
  if (publication.url !== null) publishers.push(new HttpCheckpointPublisher(publication.url));
  return publishers;
};
