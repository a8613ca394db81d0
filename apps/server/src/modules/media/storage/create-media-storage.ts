import path from 'node:path';
import type { MediaConfig } from '../../../media-config.ts';
import { LocalMediaStorage } from './local-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';

/** The bucket MEDIA_S3_* names, or the folders DATA_DIR/media/uploads and media/documents. */
export async function createMediaStorage(
  media: MediaConfig,
  dataDir: string,
): Promise<MediaStorage> {
  if (media.kind === 'local') {
    const mediaDir = path.join(dataDir, 'media');
    return new LocalMediaStorage(path.join(mediaDir, 'uploads'), path.join(mediaDir, 'documents'));
  }
  // Loaded only when configured: the SDK adds to every start that does not use it.
  const { S3MediaStorage } = await import('./s3-media-storage.ts');
  return new S3MediaStorage(media);
}
