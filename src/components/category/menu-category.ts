import type { Category } from '@/framework/rest/types';

/**
 * The fields of a category the category menu draws (category-menu.tsx: name, link, picture of the picture
 * layouts, and the names and links of its children in the tree layouts), for page data: the menu's categories in a
 * page's props carry these instead of the provider's whole category.
 */
export function menuCategory(category: Category): Category {
  const item: Category = { id: category.id, name: category.name, slug: category.slug };
  if (category.image)
    item.image = { id: category.image.id, original: category.image.original, thumbnail: category.image.thumbnail };
  if (category.children)
    item.children = category.children.map((child) => ({ id: child.id, name: child.name, slug: child.slug }));
  return item;
}
