/** Public URL of a stored picture. Relative to the site, so it works behind any host name. */
export const MEDIA_PATH = '/api/media';

export function mediaUrl(fileName: string, size: 'original' | 'thumbnail' = 'original'): string {
  return size === 'original' ? `${MEDIA_PATH}/${fileName}` : `${MEDIA_PATH}/thumbnails/${fileName}`;
}
