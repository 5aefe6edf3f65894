/** A type page filtered by a category is its own page for search engines (the sitemap lists it so). */
export function withCategory(path: string, category: string | string[] | undefined): string {
  return typeof category === 'string' && category ? `${path}?category=${encodeURIComponent(category)}` : path;
}
