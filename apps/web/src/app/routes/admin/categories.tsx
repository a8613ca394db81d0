export { CategoriesPage as Component } from '#features/admin/categories/categories-page.tsx';
